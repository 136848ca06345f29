/**
 * What mf_credits' tests add to the shared test kit (`@amora/shared/testing`): the `credits`
 * namespace, the app rendered at a path, a payment fixture and the page's state reset per test.
 */
import { type CreditBundle, type Payment, type Settings, type User, bus, changeLocale } from '@amora/shared';
import { queryClient } from '@amora/shared/query';
import { setupI18n } from '@amora/shared/testing';
import { render } from '@testing-library/react';
import { Root } from './root';

/** i18next in English with `common` and the `credits` namespace. */
export const setupCreditsI18n = (): Promise<void> => setupI18n('credits', (l) => import(`./i18n/${l}.json`));

/** Renders the whole remote (its router) at `path`, as a member opening that address. */
export function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root />);
}

/** A payment of bundle 2 (100 credits, €24.99) by PayPal, pending at the sandbox's page, changed by `over`. */
export function makePayment(over: Partial<Payment> = {}): Payment {
  return {
    id: 31,
    bundle_id: 2,
    credits: 100,
    paymentmethod: 'paypal',
    status: 'pending',
    amount_cents: 2499,
    original_cents: 2499,
    currency: 'EUR',
    discount_code: null,
    failure_reason: null,
    checkout_url: '/sandbox-pay/31',
    created_at: '2026-11-25T18:00:00.000Z',
    completed_at: null,
    refunded_at: null,
    ...over,
  };
}

/** A fresh page for each test: empty query cache and session storage, English, these settings, `member` signed in. */
export async function resetPage(settings: Settings, member: User): Promise<void> {
  queryClient.clear();
  sessionStorage.clear();
  await changeLocale('en');
  bus.locale$.next('en');
  bus.settings$.next(settings);
  bus.auth$.next(member);
}

/** Bundles 1 (50 credits, €14.99) and 2 (100 credits, €24.99, the popular one). */
export const BUNDLES: CreditBundle[] = [
  { id: 1, credits: 50, price_cents: 1499, currency: 'EUR', popular: false },
  { id: 2, credits: 100, price_cents: 2499, currency: 'EUR', popular: true },
];
