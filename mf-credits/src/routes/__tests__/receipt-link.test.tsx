import { makeSettings, makeUser, mockApi } from '@amora/shared/testing';
import { queryClient } from '@amora/shared/query';
import { screen } from '@testing-library/react';
import { makePayment, renderAt, resetPage, setupCreditsI18n } from '../../test-utils';

const member = makeUser({ id: 7, credits: 100, paid_user: true });

/** Payment 31 of 100 credits by iDEAL, completed, changed by `over`. */
const payment = (over = {}) =>
  makePayment({ paymentmethod: 'ideal', status: 'completed', checkout_url: null, completed_at: '2026-11-25T18:01:00.000Z', ...over });

beforeAll(setupCreditsI18n);
beforeEach(async () => {
  mockApi('get', '/api/user.php', member);
  await resetPage(makeSettings({ domain_language: 'en', cdn_prefix: '/cdn/' }), member);
});

describe('/transactions/{id}: the PDF receipt (issue 32)', () => {
  it('links the receipt of a completed payment', async () => {
    mockApi('get', '/api/payments.php', { payment: payment() });
    renderAt('/transactions/31');
    const link = await screen.findByRole('link', { name: 'Download receipt (PDF)' });
    expect(link).toHaveAttribute('href', '/api/receipt.php?payment=31');
    expect(link).toHaveAttribute('download');
  });

  it('keeps the link on a refunded payment', async () => {
    mockApi('get', '/api/payments.php', { payment: payment({ status: 'refunded', refunded_at: '2026-11-27T10:00:00.000Z' }) });
    renderAt('/transactions/31');
    expect(await screen.findByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute('href', '/api/receipt.php?payment=31');
  });

  it('has no receipt link while the payment is pending, nor after it failed', async () => {
    mockApi('get', '/api/payments.php', { payment: payment({ status: 'pending', completed_at: null, checkout_url: '/sandbox-pay/31' }) });
    const pending = renderAt('/transactions/31');
    expect(await screen.findByText('Waiting for your payment to be confirmed…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download receipt (PDF)' })).not.toBeInTheDocument();
    pending.unmount();
    queryClient.clear();
    mockApi('get', '/api/payments.php', { payment: payment({ status: 'failed', failure_reason: 'failed', completed_at: null }) });
    renderAt('/transactions/31');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed or has been cancelled.');
    expect(screen.queryByRole('link', { name: 'Download receipt (PDF)' })).not.toBeInTheDocument();
  });
});

describe('/transactions/{id} while the payment is pending (issue 32)', () => {
  it('links back to the provider’s checkout as a page on another site, and to our own pages in the app', async () => {
    mockApi('get', '/api/payments.php', { payment: payment({ status: 'pending', completed_at: null, checkout_url: 'https://www.mollie.com/checkout/select-method/abc' }) });
    const mollie = renderAt('/transactions/31');
    expect(await screen.findByRole('link', { name: 'Back to the payment page' })).toHaveAttribute('href', 'https://www.mollie.com/checkout/select-method/abc');
    mollie.unmount();
    queryClient.clear();
    mockApi('get', '/api/payments.php', { payment: payment({ status: 'pending', completed_at: null, checkout_url: '/sandbox-pay/31' }) });
    renderAt('/transactions/31');
    expect(await screen.findByRole('link', { name: 'Back to the payment page' })).toHaveAttribute('href', '/sandbox-pay/31');
  });
});
