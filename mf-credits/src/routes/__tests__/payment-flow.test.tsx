import { bus } from '@amora/shared';
import { HttpResponse, apiError, makeSettings, makeUser, mockApi, recordRequests } from '@amora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUNDLES, makePayment, renderAt, resetPage, setupCreditsI18n } from '../../test-utils';

const settings = makeSettings({ domain_language: 'en', cdn_prefix: '/cdn/', message_credits: 5, photo_credits: 1, gift_credits: 20, refund_days: 14 });
const member = makeUser({ id: 7, credits: 0, paid_user: false, signup_date: '2026-11-01T10:00:00Z' });

const requests = recordRequests();

beforeAll(setupCreditsI18n);
beforeEach(async () => {
  mockApi('get', '/api/credits.php', { bundles: BUNDLES });
  mockApi('get', '/api/discountcode.php', () => apiError(404, 'not_found'));
  mockApi('get', '/api/user.php', { ...member, credits: 100, paid_user: true });
  await resetPage(settings, member);
});

describe('checkout → provider → result (issue 11)', () => {
  it('starts the payment with an idempotency key and opens the provider’s page; a failed start keeps the order and retries with the same key', async () => {
    const user = userEvent.setup();
    const answers: (Response | object)[] = [apiError(409, 'discount_used'), { payment: makePayment() }];
    const headerKeys: (string | null)[] = [];
    mockApi(
      'post',
      '/api/payments.php',
      ({ request }) => {
        headerKeys.push(request.headers.get('idempotency-key'));
        return answers.shift() as Response;
      },
      { schema: null },
    );
    renderAt('/credits/2/paypal');
    await user.click(await screen.findByRole('button', { name: 'Pay €24.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code has already been used.');
    expect(window.location.pathname).toBe('/credits/2/paypal');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay €24.99' }));
    await waitFor(() => expect(window.location.pathname).toBe('/sandbox-pay/31'));
    const posts = requests.calls('/api/payments.php', 'POST');
    expect(posts.map((r) => r.body)).toEqual([
      { bundle: 2, paymentmethod: 'paypal', discount_code: null, idempotency_key: expect.any(String) },
      { bundle: 2, paymentmethod: 'paypal', discount_code: null, idempotency_key: expect.any(String) },
    ]);
    const keys = posts.map((r) => (r.body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(headerKeys).toEqual([keys[0], keys[0]]);
  });

  it('takes an entered discount code (e.g. the STAY code of the deletion offer), says why a code does not count, and sends it', async () => {
    const user = userEvent.setup();
    const stay = { code: 'STAY30-K3X9QA', country: 'NL', user_id: 7, expires: '2099-01-01T00:00:00Z', value_percentage: 30, currency: 'EUR', minimum_order_value: 0, status: 'active' as const, validity: 'once-per-user', expired: false, paymentmethods: [] };
    mockApi('get', '/api/discountcode.php', ({ url }) =>
      url.searchParams.get('code') === 'STAY30-K3X9QA' ? { discountcode: stay } : url.searchParams.get('code') ? apiError(409, 'discount_used') : apiError(404, 'not_found'),
    );
    mockApi('post', '/api/payments.php', { payment: makePayment({ amount_cents: 1749, discount_code: 'STAY30-K3X9QA' }) });
    renderAt('/credits/2/paypal');
    await user.click(await screen.findByRole('button', { name: 'Have a discount code?' }));
    await user.type(screen.getByLabelText('Discount code'), 'WELCOME25-USED00');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByLabelText('Discount code')).toHaveAccessibleDescription('This discount code has already been used.');
    await user.clear(screen.getByLabelText('Discount code'));
    await user.type(screen.getByLabelText('Discount code'), 'STAY30-K3X9QA');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount STAY30-K3X9QA (−30%)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay €17.49' }));
    await waitFor(() => expect(requests.calls('/api/payments.php', 'POST')[0]?.body).toMatchObject({ discount_code: 'STAY30-K3X9QA' }));
  });

  it('the sandbox page pays and leads to the result, which waits while pending, then announces the credits once', async () => {
    const user = userEvent.setup();
    const states = [makePayment(), makePayment(), makePayment({ status: 'completed', completed_at: '2026-11-25T18:01:00.000Z', checkout_url: null })];
    mockApi('get', '/api/payments.php', () => ({ payment: states.length > 1 ? states.shift() : states[0] }));
    mockApi('post', '/api/sandbox-pay.php', { payment: makePayment({ status: 'pending' }) });
    const toasts: string[] = [];
    const sub = bus.on('toast:show').subscribe(({ text }) => toasts.push(text));
    renderAt('/sandbox-pay/31');
    expect(await screen.findByText('€24.99', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay €24.99' }));
    expect(requests.calls('/api/sandbox-pay.php', 'POST')[0]?.body).toEqual({ action: 'pay' });
    await waitFor(() => expect(window.location.pathname).toBe('/transactions/31'));
    expect(await screen.findByText('Payment completed: 100 credits have been added to your account.', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(toasts).toEqual(['Thank you! 100 credits have been added.']));
    // The member's credits and premium state come from the API at once.
    await waitFor(() => expect(bus.auth$.getValue()?.paid_user).toBe(true));
    sub.unsubscribe();
  });

  it('a failed card payment says so in the spec’s words and offers to try again or pay with PayPal', async () => {
    mockApi('get', '/api/payments.php', { payment: makePayment({ paymentmethod: 'card', status: 'failed', failure_reason: 'failed', checkout_url: null }) });
    renderAt('/transactions/31');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed or has been cancelled.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/credits/2/card');
    expect(screen.getByRole('link', { name: 'Pay with PayPal instead' })).toHaveAttribute('href', '/credits/2/paypal');
  });

  it('an unknown payment is the 404 page "No payment found"; the list shows each payment with its state and amount', async () => {
    mockApi('get', '/api/payments.php', ({ url }) =>
      url.searchParams.get('id') ? apiError(404, 'not_found') : HttpResponse.json({ payments: [makePayment({ id: 32, status: 'completed' }), makePayment({ status: 'failed', failure_reason: 'cancelled' })] }),
    );
    const first = renderAt('/transactions/991');
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('We could not find a payment with reference 991.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(bus.pageTitle$.getValue()).toBe('No payment found');
    first.unmount();
    renderAt('/transactions');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringMatching(/100 credits.*Completed€24\.99/), expect.stringMatching(/100 credits.*Failed€24\.99/)]);
  });

  it('the sandbox page of a payment the API does not know is the 404 page, not a spinner (issue 29)', async () => {
    mockApi('get', '/api/payments.php', () => apiError(404, 'not_found'));
    renderAt('/sandbox-pay/991');
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(bus.pageTitle$.getValue()).toBe('No payment found');
  });

  it('the sandbox page of an id that is no number is the 404 page at once, without a request (issue 29)', async () => {
    renderAt('/sandbox-pay/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment found' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requests.calls('/api/payments.php')).toHaveLength(0);
  });

  it('the checkout of a bundle the site does not sell is the 404 page with a way back to the bundles (issue 29)', async () => {
    renderAt('/credits/99/paypal');
    expect(await screen.findByRole('heading', { level: 1, name: 'This bundle is not available.' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the bundles' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(bus.pageTitle$.getValue()).toBe('This bundle is not available.');
  });

  it('/credits/repeat-order opens the checkout of the last completed order', async () => {
    mockApi('get', '/api/payments.php', { payments: [makePayment({ id: 33, status: 'failed' }), makePayment({ id: 32, bundle_id: 1, paymentmethod: 'ideal', status: 'completed' })] });
    renderAt('/credits/repeat-order');
    await waitFor(() => expect(window.location.pathname).toBe('/credits/1/ideal'));
  });
});
