import { type ScreenMap, lazyScreen } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { TableRoutes } from '@amora/shared/router';

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

/** The screens of mf_credits' routes, by the route table's file names (docs/routes.md). */
const SCREENS: ScreenMap<'mf_credits'> = {
  'mf-credits/src/routes/checkout.tsx': Checkout,
  'mf-credits/src/routes/credits.tsx': Credits,
  'mf-credits/src/routes/directdebit.tsx': DirectDebit,
  'mf-credits/src/routes/premium.tsx': Premium,
  'mf-credits/src/routes/pricing.tsx': Pricing,
  'mf-credits/src/routes/repeat-order.tsx': RepeatOrder,
  'mf-credits/src/routes/sandbox-pay.tsx': SandboxPay,
  'mf-credits/src/routes/transactions.tsx': Transactions,
};

/** Routes of mf_credits, made from the route table (docs/design.md §1, spec §2), in the page's query client. */
export function Root() {
  return (
    <QueryProvider>
      <TableRoutes owner="mf_credits" screens={SCREENS} />
    </QueryProvider>
  );
}
