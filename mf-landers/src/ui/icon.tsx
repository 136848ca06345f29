import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * One icon of our icon set (lucide, tree-shaken: only the shapes a page uses are bundled), drawn
 * inline — no icon font, no request; decorative, hidden from assistive technology. mf_landers
 * draws lucide's shape data itself rather than through lucide-react, whose runtime would cost the
 * landing page ≈ 1 KB of its 165 KB budget (docs/design.md §6).
 * @param icon the shape, e.g. `MapPin` from 'lucide'
 * @param size width and height in CSS pixels (default 24)
 * @param filled fills the shape with the text colour (a solid heart)
 */
export function Icon({ icon, size = 24, filled = false, className }: { icon: IconNode; size?: number; filled?: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {icon.map(([tag, attrs]) => createElement(tag, { key: JSON.stringify(attrs), ...attrs }))}
    </svg>
  );
}
