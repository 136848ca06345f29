/**
 * Copy variants of the member landers (`/members/{id}/landing2/{slug?}`, `/landing3/{slug?}`,
 * spec §1): the marketing slug chooses the headline and text; an unknown or absent slug gets the
 * default. Keys under `landers:member.copy.{variant}`.
 */
export const MEMBER_COPY_VARIANTS = ['default', 'tonight', 'nearby', 'serious'] as const;
export type MemberCopyVariant = (typeof MEMBER_COPY_VARIANTS)[number];

/** The copy variant a slug asks for (`tonight` → tonight), else `default`. */
export function copyVariant(slug: string | undefined): MemberCopyVariant {
  const wanted = (slug ?? '').toLowerCase();
  return (MEMBER_COPY_VARIANTS as readonly string[]).includes(wanted) ? (wanted as MemberCopyVariant) : 'default';
}
