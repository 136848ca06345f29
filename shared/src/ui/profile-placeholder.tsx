import type { CSSProperties } from 'react';
import type { Profile } from '../types';

/** Props of {@link ProfilePlaceholder}. */
export interface ProfilePlaceholderProps {
  /** The profile's `gender` (spec §3): a woman's or a man's silhouette; null (not given) a neutral one. */
  gender: Profile['gender'] | undefined;
  /** The accessible name, the alt its photo would have ("Photo of Anna"); without it the placeholder is decorative (`aria-hidden`). */
  label?: string;
  /** Shape, size and display classes (`rounded-circle`, `d-block`); it fills 100 % × 100 % of its box by default. */
  className?: string;
  style?: CSSProperties;
}

// Drawn in a 100 × 100 box, standing on its bottom edge; the view keeps head and shoulders.
const NECK = <path d="M43.5 55H56.5V70C56.5 73 53.5 75 50 75S43.5 73 43.5 70Z" fill="#fff" fillOpacity={0.75} />;
const HEAD = <ellipse cx="50" cy="42" rx="16" ry="18" fill="#fff" />;
const FIGURES = {
  female: (
    <>
      <path d="M12 100C12 87 19 80 31 77C37 75.5 41 73.5 44 71.5H56C59 73.5 63 75.5 69 77C81 80 88 87 88 100Z" fill="#fff" />
      <path d="M50 18.5C35 18.5 28.5 30 29.5 45C30.5 59 27 70 24 80C29 83.5 35 84 40 81.5L41.5 58H58.5L60 81.5C65 84 71 83.5 76 80C73 70 69.5 59 70.5 45C71.5 30 65 18.5 50 18.5Z" fill="currentColor" />
      {NECK}
      {HEAD}
      <path d="M33.6 41C33 28.5 40 22.5 50 22.5C59.5 22.5 66.2 27.5 66.6 35C62.5 30.5 56.5 28.8 49.5 29.8C42.5 31 37.2 35.4 33.6 41Z" fill="currentColor" />
    </>
  ),
  male: (
    <>
      <path d="M6 100C6 86 14 78 28 75C35 73.5 40 72 43 70H57C60 72 65 73.5 72 75C86 78 94 86 94 100Z" fill="#fff" />
      {NECK}
      {HEAD}
      <path d="M33.4 41.5C31 26 39.5 18 51 18.5C63 19 70.5 26.5 66.8 41.5C66 35.5 63.5 31.5 59.5 30C53.5 32.5 44 32 38.5 28.5C35.8 31.5 34.2 36 33.4 41.5Z" fill="currentColor" />
    </>
  ),
  neutral: (
    <>
      <path d="M9 100C9 86.5 16.5 79 29.5 76C36 74.5 40.5 72.5 43.5 70.5H56.5C59.5 72.5 64 74.5 70.5 76C83.5 79 91 86.5 91 100Z" fill="#fff" />
      {NECK}
      {HEAD}
    </>
  ),
};

/**
 * What stands in for a member's photo when the profile has none (`main_image: null`, spec §3): a
 * white head-and-shoulders silhouette by `gender` — long hair for a woman, short for a man, none
 * when not given — in the site's colours (light-blue `secondary` ground, teal-blue `primary` hair,
 * spec §9), next to the seeded illustrated avatars. An inline SVG: no request, drawn on the server
 * too. It keeps its feet on the bottom edge of any box (round, square, portrait).
 */
export function ProfilePlaceholder({ gender, label, className, style }: ProfilePlaceholderProps) {
  const kind = gender ?? 'neutral';
  return (
    <svg
      viewBox="8.5 17 83 83"
      preserveAspectRatio="xMidYMax meet"
      width="100%"
      height="100%"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-placeholder={kind}
      className={className}
      style={{ background: 'var(--bs-secondary, #7cc4e4)', color: 'var(--bs-primary, #0d7385)', ...style }}
    >
      {FIGURES[kind]}
    </svg>
  );
}
