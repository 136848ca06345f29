/**
 * `@amora/shared/router` — the parts of React Router the remotes use (docs/design.md §1: react-router
 * inside each app, one copy in the page). It is the federation singleton instead of `react-router`
 * itself: a shared module is never tree-shaken, and the whole package (data routers, server
 * rendering, cookies, sessions) weighs ≈ 59 KB gzip on every member route, where these few
 * exports weigh a fraction of it (docs/design.md §6: ≤ 250 KB of JS per member route, issue 12).
 * Add an export here when a remote needs one more.
 */
import { Spinner, useLocaleBasename } from '@amora/shared';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

/**
 * A remote's routes (`<Route>` children) under the active locale's prefix (docs/design.md §1, §5): the
 * browser router with the locale as its basename, a spinner while a screen loaded on demand
 * (`lazyScreen`) arrives, and nothing drawn at an address the remote does not own (single-spa
 * decides which remote is mounted).
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
