import type { ScreenMap } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { TableRoutes } from '@amora/shared/router';
import { ConsoleLayout } from './layout/console-layout';
import { Audit } from './routes/audit';
import { Campaigns } from './routes/campaigns';
import { Complaints } from './routes/complaints';
import { Dashboard } from './routes/dashboard';
import { Login } from './routes/login';
import { Member } from './routes/member';
import { Members } from './routes/members';
import { Operators } from './routes/operators';
import { Pages } from './routes/pages';
import { Photos } from './routes/photos';
import { Releases } from './routes/releases';
import { Reports } from './routes/reports';
import { Sessions } from './routes/sessions';
import { Settings } from './routes/settings';

/** The screens of mf_operator's routes, by the route table's file names (docs/routes.md). */
const SCREENS: ScreenMap<'mf_operator'> = {
  'mf-operator/src/routes/dashboard.tsx': Dashboard,
  'mf-operator/src/routes/login.tsx': Login,
  'mf-operator/src/routes/photos.tsx': Photos,
  'mf-operator/src/routes/reports.tsx': Reports,
  'mf-operator/src/routes/complaints.tsx': Complaints,
  'mf-operator/src/routes/members.tsx': Members,
  'mf-operator/src/routes/member.tsx': Member,
  'mf-operator/src/routes/audit.tsx': Audit,
  'mf-operator/src/routes/settings.tsx': Settings,
  'mf-operator/src/routes/releases.tsx': Releases,
  'mf-operator/src/routes/operators.tsx': Operators,
  'mf-operator/src/routes/campaigns.tsx': Campaigns,
  'mf-operator/src/routes/pages.tsx': Pages,
  'mf-operator/src/routes/sessions.tsx': Sessions,
};

/**
 * The operator console (issue 31): its routes from the route table, inside the console's layout
 * (sign-in gate, top bar, role-filtered navigation, "not allowed" screen), in the page's query client.
 */
export function Root() {
  return (
    <QueryProvider>
      <ConsoleLayout>
        <TableRoutes owner="mf_operator" screens={SCREENS} />
      </ConsoleLayout>
    </QueryProvider>
  );
}
