import { useLocaleBasename } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Checkout } from './routes/checkout';
import { Credits } from './routes/credits';
import { DirectDebit } from './routes/directdebit';
import { Premium } from './routes/premium';
import { Pricing } from './routes/pricing';
import { RepeatOrder } from './routes/repeat-order';
import { SandboxPay } from './routes/sandbox-pay';
import { Transactions } from './routes/transactions';

/** Routes of mf_credits under the active locale's prefix (DESIGN.md §1, spec §2), in the page's query client. */
export function Root() {
  const basename = useLocaleBasename();
  return (
    <QueryProvider>
      <BrowserRouter basename={basename}>
        <Routes>
          <Route path="/credits" element={<Credits />} />
          <Route path="/credits/repeat-order" element={<RepeatOrder />} />
          <Route path="/credits/:id/:paymentmethod?" element={<Checkout />} />
          <Route path="/premium" element={<Premium />} />
          <Route path="/pricing" element={<Pricing />} />
          <Route path="/transactions/:id?" element={<Transactions />} />
          <Route path="/directdebit" element={<DirectDebit />} />
          <Route path="/sandbox-pay/:id" element={<SandboxPay />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </QueryProvider>
  );
}
