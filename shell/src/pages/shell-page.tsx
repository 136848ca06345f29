import { ErrorPage, type StaticPage } from '@amora/shared';
import { ComplaintsPage } from './complaints';
import { LangConfigPage } from './lang-config';
import { StaticPageView } from './static-page';
import { TokenPage } from './token-page';

/** The shell's own routes (docs/design.md §1): `/pages/*`, `/complaints`, `/lang-config`, `/{token}`. */
export function ShellPage({ routeName }: { routeName: string }) {
  if (routeName === 'complaints') return <ComplaintsPage />;
  if (routeName === 'lang-config') return <LangConfigPage />;
  if (routeName === 'token') return <TokenPage />;
  if (routeName.startsWith('pages-')) return <StaticPageView page={routeName.slice('pages-'.length) as StaticPage} />;
  return <ErrorPage status={404} />;
}
