import { bus, } from '@amora/shared';
import { queryClient } from '@amora/shared/query';
import { apiError, HttpResponse, type JsonBodyType, makeDiscountCode, makeSettings, makeUser, mockApi, recordRequests, settleWithTimers, } from '@amora/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { BUNDLES, renderAt, resetPage, setupCreditsI18n } from '../../../test-utils';


const settings = makeSettings({ domain_language: 'en', cdn_prefix: '/cdn/', message_credits: 5, photo_credits: 1, gift_credits: 20, refund_days: 14 });

const member = makeUser({ id: 7, credits: 0, signup_date: '2026-11-01T10:00:00Z', timezone: 'Europe/Amsterdam' });

const welcome = makeDiscountCode();

const requests = recordRequests();

/** Answers `GET /api/discountcode.php` (only with `?welcome=true`, as the page must ask). */
function answerDiscount(answer: () => JsonBodyType | Response) {
  mockApi('get', '/api/discountcode.php', ({ url }) => (url.search === '?welcome=true' ? answer() : apiError(400, 'invalid_request')));
}

/** Requests of the welcome code (the time bonus is asked for separately, `?timebonus=1`). */
const discountCalls = () => requests.calls('/api/discountcode.php').filter((r) => r.url.search === '?welcome=true').length;


/** The bundle cards once the bundles are shown. */
async function cards(): Promise<HTMLElement[]> {
  return (await screen.findAllByRole('article')) as HTMLElement[];
}

beforeAll(setupCreditsI18n);

beforeEach(async () => {
  mockApi('get', '/api/credits.php', { bundles: BUNDLES });
  answerDiscount(() => ({ discountcode: welcome }));
  await resetPage(settings, member);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('welcome discount on /credits and /premium', () => {
  it('shows the banner with code and validity, and struck prices on every bundle', async () => {
    renderAt('/credits');
    const banner = (await screen.findByRole('heading', { level: 2, name: 'Welcome offer: 25% off your first credits' })).closest('section') as HTMLElement;
    expect(within(banner).getByText('WELCOME25-ABC123').tagName).toBe('CODE');
    // 2099-01-08T10:00Z is 11:00 in Amsterdam, the member's time zone.
    expect(within(banner).getByText(/^Valid until Jan 8, 2099, 11:00\sAM$/)).toBeInTheDocument();
    expect(within(banner).queryByText(/For bundles from/)).not.toBeInTheDocument();

    const [first, second] = await cards();
    const struck = within(first as HTMLElement).getByText('€14.99');
    expect(struck.closest('s')).not.toBeNull();
    expect(struck.closest('s')).toHaveTextContent('Was €14.99');
    expect(within(first as HTMLElement).getByText('€11.24').closest('s')).toBeNull();
    expect(within(first as HTMLElement).getByText('€0.22 per credit')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('€24.99').closest('s')).not.toBeNull();
    expect(within(second as HTMLElement).getByText('€18.74')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('€0.19 per credit')).toBeInTheDocument();
    expect(discountCalls()).toBe(1);
  });

  it('shows the same offer on /premium, loading the code once per page', async () => {
    const { unmount } = renderAt('/credits');
    await screen.findByText('WELCOME25-ABC123');
    unmount();
    renderAt('/premium');
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome offer: 25% off your first credits' })).toBeInTheDocument();
    const [first] = await cards();
    expect(within(first as HTMLElement).getByText('€14.99').closest('s')).not.toBeNull();
    expect(discountCalls()).toBe(1);
  });

  it('applies the discount only to bundles of at least the minimum order value', async () => {
    answerDiscount(() => ({ discountcode: { ...welcome, minimum_order_value: 2000 } }));
    renderAt('/credits');
    expect(await screen.findByText('For bundles from €20.00')).toBeInTheDocument();
    const [first, second] = await cards();
    expect(within(first as HTMLElement).getByText('€14.99').closest('s')).toBeNull();
    expect(within(first as HTMLElement).getByText('€0.30 per credit')).toBeInTheDocument();
    expect(within(first as HTMLElement).queryByText('€11.24')).not.toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('€24.99').closest('s')).not.toBeNull();
    expect(within(second as HTMLElement).getByText('€18.74')).toBeInTheDocument();
  });

  it('shows nothing, and no error, when the member has no welcome code (200 with null)', async () => {
    answerDiscount(() => ({ discountcode: null }));
    renderAt('/credits');
    const [first] = await cards();
    expect(discountCalls()).toBe(1);
    expect(within(first as HTMLElement).getByText('€14.99').closest('s')).toBeNull();
    expect(screen.queryByText(/Welcome offer/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing, and no error, when loading the code fails after the retries', async () => {
    jest.useFakeTimers();
    answerDiscount(() => HttpResponse.error());
    renderAt('/premium');
    // Until the page's queries gave up, their retries run on fake time.
    const settled = () => discountCalls() > 0 && queryClient.isFetching() === 0;
    await act(async () => {
      await settleWithTimers(new Promise<void>((resolve) => {
        const check = () => (settled() ? resolve() : setTimeout(check, 10));
        check();
      }));
    });
    expect(discountCalls()).toBe(6);
    const [first] = screen.getAllByRole('article');
    expect(within(first as HTMLElement).getByText('€14.99').closest('s')).toBeNull();
    expect(screen.queryByText(/Welcome offer/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['flagged expired', { expired: true }],
    ['past its expiry time', { expires: '2020-01-01T00:00:00Z' }],
    ['already used', { status: 'used' as const }],
  ])('ignores a code %s', async (_label, change) => {
    answerDiscount(() => ({ discountcode: { ...welcome, ...change } }));
    renderAt('/credits');
    const [first] = await cards();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(discountCalls()).toBe(1);
    expect(within(first as HTMLElement).getByText('€14.99').closest('s')).toBeNull();
    expect(screen.queryByText(/Welcome offer/)).not.toBeInTheDocument();
    expect(screen.queryByText('WELCOME25-ABC123')).not.toBeInTheDocument();
  });

  it('does not ask visitors for a discount', async () => {
    bus.auth$.next(null);
    renderAt('/credits');
    await cards();
    expect(discountCalls()).toBe(0);
    expect(screen.queryByText(/Welcome offer/)).not.toBeInTheDocument();
  });
});

describe('welcome discount at checkout', () => {
  it('shows the discount line and the discounted total on the pay button', async () => {
    renderAt('/credits/2/paypal');
    const summary = (await screen.findByRole('heading', { level: 3, name: 'Order summary' })).nextElementSibling as HTMLElement;
    expect(summary.tagName).toBe('DL');
    expect(within(summary).getByText('Price').nextElementSibling).toHaveTextContent('€24.99');
    expect(within(summary).getByText('Discount WELCOME25-ABC123 (−25%)').nextElementSibling).toHaveTextContent('-€6.25');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('€18.74');
    expect(screen.getByText('€0.19 per credit')).toBeInTheDocument();
    expect(screen.getAllByText('€24.99').some((el) => el.closest('s'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay €18.74' })).toBeEnabled();
  });

  it('shows no discount for a bundle below the minimum order value', async () => {
    answerDiscount(() => ({ discountcode: { ...welcome, minimum_order_value: 2000 } }));
    renderAt('/credits/1');
    expect(await screen.findByRole('heading', { level: 2, name: '50 credits' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(discountCalls()).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Order summary' })).not.toBeInTheDocument();
    expect(screen.getByText('€14.99').closest('s')).toBeNull();
    expect(screen.getByText('€0.30 per credit')).toBeInTheDocument();
  });

  it('shows the plain price when the code cannot be loaded', async () => {
    answerDiscount(() => apiError(500, 'internal_error'));
    renderAt('/credits/2');
    expect(await screen.findByRole('heading', { level: 2, name: '100 credits' })).toBeInTheDocument();
    expect(screen.getByText('€24.99').closest('s')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Order summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
