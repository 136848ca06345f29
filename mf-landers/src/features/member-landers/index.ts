/** Member landers (spec §1 `/members/{id}/landing…`): three designs, the slug choosing the copy. */
export { ChatInvite } from './chat-invite';
export { copyVariant } from './copy';
export { PhotoCard } from './photo-card';
export { ProfileHero } from './profile-hero';
export type { MemberLanderProps } from './types';
