import type { User } from '@amora/shared';
import { DataExportCard } from './components/data-export-card';
import { DeleteAccountCard } from './components/delete-account-card';
import { EmailChangeCard } from './components/email-change-card';
import { PasswordChangeCard } from './components/password-change-card';
import { SessionsCard } from './components/sessions-card';

/**
 * The account settings of `/profile` (spec §2 "profile editing and settings", §5): e-mail change and
 * password change side by side from 992 px (stacked on phones), the member's sessions and the data
 * download (issue 16), then account deletion with its alternatives. Rendered by the own-profile
 * route for the logged-in member.
 */
export function AccountSettings({ user }: { user: User }) {
  return (
    <div className="d-flex flex-column gap-4">
      <div className="row g-4">
        <div className="col-lg-6">
          <EmailChangeCard user={user} />
        </div>
        <div className="col-lg-6">
          <PasswordChangeCard />
        </div>
      </div>
      <SessionsCard />
      <DataExportCard />
      <DeleteAccountCard />
    </div>
  );
}
