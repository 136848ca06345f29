/**
 * `@amora/shared/router` — the parts of React Router the remotes use (docs/design.md §1: react-router
 * inside each app, one copy in the page). It is the federation singleton instead of `react-router`
 * itself: a shared module is never tree-shaken, and the whole package (data routers, server
 * rendering, cookies, sessions) weighs ≈ 59 KB gzip on every member route, where these few
 * exports weigh a fraction of it (docs/design.md §6: ≤ 250 KB of JS per member route, issue 12).
 * Add an export here when a remote needs one more.
 */
import { type RemoteName, type RouteDef, type ScreenMap, type ScreenProps, Spinner, ROUTES, useLocaleBasename } from '@amora/shared';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';

export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

/**
 * A remote's routes made from the route table (docs/design.md §1; docs/routes.md): one `<Route>`
 * per route of `owner`, with the table's pattern, drawing the screen the table names for it from
 * `screens` (screens loaded on demand with `lazyScreen` stay so) with the route and its params,
 * under the active locale's prefix (`RemoteRoutes`). single-spa mounts a remote only where the
 * table, params' rules included, gives it the route.
 */
export function TableRoutes<O extends RemoteName>({ owner, screens }: { owner: O; screens: ScreenMap<O> }) {
  const byFile: Readonly<Record<string, ComponentType<ScreenProps>>> = screens;
  return (
    <RemoteRoutes>
      {ROUTES.filter((route) => route.owner === owner).map((route) => (
        <Route key={route.name} path={route.pattern} element={<TableScreen route={route} Screen={byFile[route.screen]} />} />
      ))}
    </RemoteRoutes>
  );
}

/**
 * Routes (`<Route>` children) under the active locale's prefix (docs/design.md §1, §5): the
 * browser router with the locale as its basename, a spinner while a screen loaded on demand
 * (`lazyScreen`) arrives, and nothing drawn at an address none of them takes. Remotes build theirs
 * with `TableRoutes`; this stays for remotes built before it (contract 1.2.0 and earlier).
 */
export function RemoteRoutes({ children }: { children: ReactNode }) {
  const basename = useLocaleBasename();
  return (
    <BrowserRouter basename={basename}>
      <Suspense fallback={<Spinner />}>
        <Routes>
          {children}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

/** Draws `Screen` for `route` with the path's decoded params (an absent optional one left out). */
function TableScreen({ route, Screen }: { route: RouteDef; Screen: ComponentType<ScreenProps> | undefined }) {
  const found = useParams();
  const params = Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return Screen ? <Screen route={route} params={params} /> : null;
}
