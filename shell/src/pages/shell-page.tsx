import { ErrorPage, type ScreenMap, type ScreenOf, type ScreenProps, type StaticPage } from '@amora/shared';
import { ComplaintsPage } from './complaints';
import { LangConfigPage } from './lang-config';
import { StaticPageView } from './static-page';
import { TokenPage } from './token-page';

/** `/pages/{page}`: the static page the route table names (`route.part`: its texts in docs/routes.md). */
const StaticPageScreen = ({ route }: ScreenProps) => <StaticPageView page={route.part?.key as StaticPage} />;

/** The screens of the shell's routes, by the route table's file names (docs/routes.md). */
const SCREENS: ScreenMap<'shell'> = {
  'shell/src/pages/complaints.tsx': ComplaintsPage,
  'shell/src/pages/lang-config.tsx': LangConfigPage,
  'shell/src/pages/static-page.tsx': StaticPageScreen,
  'shell/src/pages/token-page.tsx': TokenPage,
};

/**
 * The shell's own routes (docs/design.md §1): `/pages/*`, `/complaints`, `/lang-config`, `/{token}`,
 * each drawn by the screen the route table names for the chrome's current match (a route of
 * another owner: the 404 page).
 */
export function ShellPage(match: ScreenProps) {
  if (match.route.owner !== 'shell') return <ErrorPage status={404} />;
  const Screen = SCREENS[match.route.screen as ScreenOf<'shell'>];
  return <Screen {...match} />;
}
