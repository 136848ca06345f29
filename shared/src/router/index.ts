/**
 * `@amora/shared/router` — the parts of React Router the remotes use (DESIGN.md §1: react-router
 * inside each app, one copy in the page). It is the federation singleton instead of `react-router`
 * itself: a shared module is never tree-shaken, and the whole package (data routers, server
 * rendering, cookies, sessions) weighs ≈ 59 KB gzip on every member route, where these few
 * exports weigh a fraction of it (DESIGN.md §6: ≤ 250 KB of JS per member route, issue 12).
 * Add an export here when a remote needs one more.
 */
export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
