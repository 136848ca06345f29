import { bus, changeLocale } from '@amora/shared';
import { apiError, makeSettings, makeUser, mockApi, recordRequests, } from '@amora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUNDLES, renderAt, resetPage, setupCreditsI18n } from '../../test-utils';


const settings = makeSettings({ domain_language: 'en', cdn_prefix: '/cdn/', message_credits: 5, photo_credits: 1, gift_credits: 20, refund_days: 14 });

const member = makeUser({ id: 7, credits: 12, signup_date: '2026-11-01T10:00:00Z' });

const requests = recordRequests();


beforeAll(setupCreditsI18n);

beforeEach(async () => {
  mockApi('get', '/api/credits.php', { bundles: BUNDLES });
  mockApi('get', '/api/discountcode.php', () => apiError(404, 'not_found'));
  await resetPage(settings, member);
});

describe('/credits', () => {
  it('shows the bundles with English prices, price per credit and the popular ribbon', async () => {
    renderAt('/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy credits' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('€14.99')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('€0.30 per credit')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText('Most popular')).not.toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('€24.99')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Most popular')).toBeInTheDocument();
  });

  it('formats prices the German way for a German member', async () => {
    await changeLocale('de');
    bus.locale$.next('de');
    bus.settings$.next({ ...settings, domain_language: 'de' });
    renderAt('/credits');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0] as HTMLElement).getByText(/^14,99\s€$/)).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText(/^24,99\s€$/)).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Am beliebtesten')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Credits kaufen' })).toBeInTheDocument();
  });

  it('shows the balance, the membership and what credits buy', async () => {
    renderAt('/credits');
    expect(screen.getByText('You have 12 credits')).toBeInTheDocument();
    expect(screen.getByText('You have a free membership.')).toBeInTheDocument();
    expect(screen.getByText('A message costs 5 credits')).toBeInTheDocument();
    expect(screen.getByText('A photo costs 1 credit')).toBeInTheDocument();
    expect(screen.getByText('A gift costs 20 credits')).toBeInTheDocument();
    expect(screen.getByText(/Any purchase makes you a premium member/)).toBeInTheDocument();
    await screen.findAllByRole('article');
  });

  it('opens the checkout of the chosen bundle with the methods of the member\'s country', async () => {
    const user = userEvent.setup();
    renderAt('/credits');
    await user.click(await screen.findByRole('link', { name: 'Choose 100 credits' }));
    expect(window.location.pathname).toBe('/credits/2');
    // The checkout is its own chunk (issue 12): it arrives a moment after the click.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your bundle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '100 credits' })).toBeInTheDocument();
    const methods = within(screen.getByRole('group', { name: 'Choose a payment method' })).getAllByRole('radio');
    // The member is in the Netherlands (contract PAYMENT_METHODS_BY_COUNTRY.NL).
    expect(methods.map((m) => (m as HTMLInputElement).value)).toEqual(['ideal', 'card', 'paypal', 'applepay', 'sdd', 'sct', 'paysafecard']);
    expect(screen.getByRole('button', { name: 'Choose a payment method' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(window.location.pathname).toBe('/credits/2/paypal');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay €24.99' })).toBeEnabled();
    // The bundles were loaded once for both screens.
    expect(requests.calls('/api/credits.php')).toHaveLength(1);
  });

  it('lets visitors see the bundles with a link to log in', async () => {
    bus.auth$.next(null);
    renderAt('/credits');
    expect(screen.getByRole('link', { name: 'Log in to buy' })).toHaveAttribute('href', '/login?redirect=%2Fcredits');
    expect(await screen.findByRole('link', { name: 'Log in to buy 100 credits' })).toHaveAttribute('href', '/login?redirect=%2Fcredits%2F2');
    expect(screen.queryByText(/You have \d+ credits?/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Choose/ })).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the bundles cannot be loaded', async () => {
    mockApi('get', '/api/credits.php', () => apiError(400, 'invalid_request'), { once: true });
    const user = userEvent.setup();
    renderAt('/credits');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(requests.calls('/api/credits.php')).toHaveLength(2);
  });
});

describe('/pricing and /premium', () => {
  it('shows visitors a table of the bundles and what each action costs', async () => {
    bus.auth$.next(null);
    renderAt('/pricing');
    expect(await screen.findByRole('rowheader', { name: /100 credits/ })).toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    expect(within(tables[0] as HTMLElement).getByText('€24.99')).toBeInTheDocument();
    const costRow = within(tables[1] as HTMLElement).getByRole('row', { name: /Send a gift/ });
    expect(costRow).toHaveTextContent('20 credits');
    expect(screen.getByRole('button', { name: 'Join for free' })).toBeInTheDocument();
  });

  it('lists the premium benefits of spec §1 above the bundles', async () => {
    renderAt('/premium');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Premium' })).toBeInTheDocument();
    expect(screen.getByText('Upload up to 25 photos instead of 3')).toBeInTheDocument();
    expect(screen.getByText('Keep your premium features, even with zero credits')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
