import { type ReactNode, createElement } from 'react';

/** A heading level, 1–4. */
export type HeadingLevel = 1 | 2 | 3 | 4;

/**
 * An `h1`–`h4` chosen at run time, for blocks that are a screen's main content in one place and a
 * section of another screen elsewhere (headings stay in order, one h1 per screen).
 */
export function Heading({ level, id, className, children }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  return createElement(`h${level}`, { id, className }, children);
}
