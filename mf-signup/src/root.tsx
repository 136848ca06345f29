import type { ScreenMap } from '@amora/shared';
import { type QueryClient, QueryProvider, queryClient } from '@amora/shared/query';
import { TableRoutes } from '@amora/shared/router';
import { AccountDeleted } from './routes/account-deleted';
import { ActivateDone } from './routes/activate-done';
import { ActivateError } from './routes/activate-error';
import { CompleteSignup } from './routes/complete-signup';
import { Login } from './routes/login';
import { MailChangeDo } from './routes/mail-change-do';
import { MemberSignup } from './routes/member-signup';
import { ResetPassword } from './routes/reset-password';
import { ResetPasswordDo } from './routes/reset-password-do';
import { Signup } from './routes/signup';
import { SignupMatches } from './routes/signup-matches';

/** The screens of mf_signup's routes, by the route table's file names (docs/routes.md). */
const SCREENS: ScreenMap<'mf_signup'> = {
  'mf-signup/src/routes/account-deleted.tsx': AccountDeleted,
  'mf-signup/src/routes/activate-done.tsx': ActivateDone,
  'mf-signup/src/routes/activate-error.tsx': ActivateError,
  'mf-signup/src/routes/complete-signup.tsx': CompleteSignup,
  'mf-signup/src/routes/login.tsx': Login,
  'mf-signup/src/routes/mail-change-do.tsx': MailChangeDo,
  'mf-signup/src/routes/member-signup.tsx': MemberSignup,
  'mf-signup/src/routes/reset-password.tsx': ResetPassword,
  'mf-signup/src/routes/reset-password-do.tsx': ResetPasswordDo,
  'mf-signup/src/routes/signup.tsx': Signup,
  'mf-signup/src/routes/signup-matches.tsx': SignupMatches,
};

/**
 * Routes of mf_signup, made from the route table (docs/design.md §1, spec §2), in the page's
 * query client (`client`: another one for tests).
 */
export function Root({ client = queryClient }: { client?: QueryClient }) {
  return (
    <QueryProvider client={client}>
      <TableRoutes owner="mf_signup" screens={SCREENS} />
    </QueryProvider>
  );
}
