/** The operator's session (issue 31): sign-in with the second factor, sign-out, the list of sessions. */
export { useOperatorSession } from './api/session';
export { useSignOut } from './api/sign-out';
export { useEndSession, useSessions } from './api/sessions';
export { EnrolStep } from './components/enrol-step';
export { PasswordStep } from './components/password-step';
export { RecoveryCodes } from './components/recovery-codes';
export { SessionsTable } from './components/sessions-table';
export { VerifyStep } from './components/verify-step';
export { safeNext } from './safe-next';
export { useReturnAfterSignIn } from './use-return-after-sign-in';
export { useSignInFlow } from './use-sign-in-flow';
