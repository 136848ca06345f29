export { useObservable } from './use-observable';
export { useUser, useSettings, useLocale, useLocaleBasename, useLocalizePath, usePageTitle } from './hooks';
export { Dialog, type DialogProps, Modal, type ModalProps } from './modal';
export { LoadError, LoginRequired, RemoteError, Spinner } from './remote-error';
export { ErrorPage } from './error-page';
export { Link, type LinkProps, navigate, SignupButton, type SignupButtonProps, useLocationPath, useRoute } from './navigation';
export { photoSrcSet } from './photo-srcset';
export { PhotoFileButton, type PhotoFileButtonProps, type PhotoRefusal } from './photo-file-button';
export { ProfilePlaceholder, type ProfilePlaceholderProps } from './profile-placeholder';
