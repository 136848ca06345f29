import { type QueryClient, QueryProvider, queryClient } from '@amora/shared/query';
import { RemoteRoutes, Route } from '@amora/shared/router';
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

/**
 * Routes of mf_signup under the active locale's prefix (docs/design.md §1, spec §2), in the page's
 * query client (`client`: another one for tests).
 */
export function Root({ client = queryClient }: { client?: QueryClient }) {
  return (
    <QueryProvider client={client}>
      <RemoteRoutes>
        <Route path="/signup" element={<Signup />} />
        <Route path="/complete-signup" element={<CompleteSignup />} />
        <Route path="/signup-matches" element={<SignupMatches />} />
        <Route path="/members/:id/signup" element={<MemberSignup />} />
        <Route path="/login" element={<Login />} />
        <Route path="/reset-password" element={<ResetPassword />} />
        <Route path="/reset-password/do" element={<ResetPasswordDo />} />
        <Route path="/activate/done" element={<ActivateDone />} />
        <Route path="/activate/error" element={<ActivateError />} />
        <Route path="/mail-change/do" element={<MailChangeDo />} />
        <Route path="/account-deleted" element={<AccountDeleted />} />
      </RemoteRoutes>
    </QueryProvider>
  );
}
