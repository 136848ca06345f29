/**
 * The API's data shapes: the wire contract of `@amora/contracts` (zod schemas, types by
 * `z.infer`), re-exported for the API's own modules. Define a new shape there, not here.
 */
export {
  ALERT_KINDS,
  LOCALES,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_DISABLED_REASONS,
} from '@amora/contracts/constants';
export type {
  AlertKind,
  ChatListEntry,
  CompanyInfo,
  CreditBundle,
  DiscountCode,
  Image,
  LikedByEntry,
  LikesState,
  Locale,
  LookingFor,
  MemberSearchResult,
  NotificationSettings,
  NotificationsDisabledReason,
  NotificationsState,
  OwnPhotos,
  OwnProfileDetail,
  Profile,
  ProfileDetail,
  RegionLabel,
  RegionList,
  RemoteVersion,
  ReviewImage,
  Settings,
  SignupMode,
  SwipeState,
  User,
} from '@amora/contracts';
