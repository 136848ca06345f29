// Issue 29: a once-per-member discount code serves one payment. The checkout says why a second
// order with it is refused, and a payment that lost the code to another one says what happened.
import type { CreditBundle, Payment, } from '@amora/shared';
import { apiError, makeDiscountCode, makeSettings, makeUser, mockApi, } from '@amora/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetPage, setupCreditsI18n } from '../../../test-utils';

const bundles: CreditBundle[] = [{ id: 2, credits: 100, price_cents: 2499, currency: 'EUR', popular: true }];
const welcome = makeDiscountCode();


beforeAll(setupCreditsI18n);
beforeEach(async () => {
  mockApi('get', '/api/credits.php', { bundles });
  mockApi('get', '/api/discountcode.php', { discountcode: welcome });
  await resetPage(makeSettings({ domain_language: 'en', cdn_prefix: '/cdn/' }), makeUser({ id: 7, credits: 0, paid_user: false }));
});

describe('a once-per-member discount code (issue 29)', () => {
  it('a second order while another payment holds the code says so and stays on the checkout', async () => {
    const user = userEvent.setup();
    mockApi('post', '/api/payments.php', () => apiError(409, 'discount_reserved', { payment_id: 31 }), { schema: null });
    renderAt('/credits/2/paypal');
    await user.click(await screen.findByRole('button', { name: 'Pay €18.74' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code is reserved for another payment that is still open. Complete or cancel that payment first.');
    expect(window.location.pathname).toBe('/credits/2/paypal');
  });

  it('a payment whose code another payment used meanwhile says it was not completed and refunded', async () => {
    const payment: Payment = {
      id: 32,
      bundle_id: 2,
      credits: 100,
      paymentmethod: 'paypal',
      status: 'failed',
      amount_cents: 1874,
      original_cents: 2499,
      currency: 'EUR',
      discount_code: 'WELCOME25-ABC123',
      failure_reason: 'discount_used',
      checkout_url: null,
      created_at: '2026-11-25T18:00:00.000Z',
      completed_at: null,
      refunded_at: null,
    };
    mockApi('get', '/api/payments.php', { payment });
    renderAt('/transactions/32');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed or has been cancelled.');
    expect(screen.getByText('The discount code had already been used for another payment, so this payment was not completed. The amount has been refunded.')).toBeInTheDocument();
  });
});
