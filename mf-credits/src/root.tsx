import { lazyScreen } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { RemoteRoutes, Route } from '@amora/shared/router';

// Each screen is fetched when its route is first opened (docs/design.md §6: ≤ 250 KB of JS per member route):
// the checkout's payment forms stay off the credits list, for one.
const Checkout = lazyScreen(() => import('./routes/checkout'), 'Checkout');
const Credits = lazyScreen(() => import('./routes/credits'), 'Credits');
const DirectDebit = lazyScreen(() => import('./routes/directdebit'), 'DirectDebit');
const Premium = lazyScreen(() => import('./routes/premium'), 'Premium');
const Pricing = lazyScreen(() => import('./routes/pricing'), 'Pricing');
const RepeatOrder = lazyScreen(() => import('./routes/repeat-order'), 'RepeatOrder');
const SandboxPay = lazyScreen(() => import('./routes/sandbox-pay'), 'SandboxPay');
const Transactions = lazyScreen(() => import('./routes/transactions'), 'Transactions');

/** Routes of mf_credits under the active locale's prefix (docs/design.md §1, spec §2), in the page's query client. */
export function Root() {
  return (
    <QueryProvider>
      <RemoteRoutes>
        <Route path="/credits" element={<Credits />} />
        <Route path="/credits/repeat-order" element={<RepeatOrder />} />
        <Route path="/credits/:id/:paymentmethod?" element={<Checkout />} />
        <Route path="/premium" element={<Premium />} />
        <Route path="/pricing" element={<Pricing />} />
        <Route path="/transactions/:id?" element={<Transactions />} />
        <Route path="/directdebit" element={<DirectDebit />} />
        <Route path="/sandbox-pay/:id" element={<SandboxPay />} />
      </RemoteRoutes>
    </QueryProvider>
  );
}
