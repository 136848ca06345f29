import { type DiscountCode, bus } from '@amora/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, makeUser, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { startTimeBonus } from '../../refresh/time-bonus';
import { setupShellI18n } from '../../test-utils';
import { TimeBonusPopup, spokenTimeLeft } from '../time-bonus';
import { TopNav } from '../top-nav';

const requests = recordRequests();
const NOW = Date.parse('2026-11-25T12:00:00Z');
/** The time bonus with 1 h 2 min 3 s left. */
const bonus = (): DiscountCode => ({
  code: 'TIMEBONUS25', country: null, user_id: 7, expires: new Date(NOW + 3_723_000).toISOString(), value_percentage: 25,
  currency: 'EUR', minimum_order_value: 0, status: 'active', validity: 'once-per-user', expired: false, paymentmethods: [],
});
const settle = async () => {
  for (let i = 0; i < 10; i++) await act(() => jest.advanceTimersByTimeAsync(0));
};

beforeAll(setupShellI18n);
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'], now: NOW });
  resetBus();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('time bonus (spec §4, §9)', () => {
  it('is loaded at login for a free member, cleared at logout, never asked for a paid user', async () => {
    mockApi('get', '/api/discountcode.php', ({ url }) => (url.searchParams.get('timebonus') === '1' ? { discountcode: bonus() } : apiError(400, 'invalid_request')));
    const stop = startTimeBonus();
    bus.auth$.next(makeUser({ id: 8, paid_user: true }));
    await settle();
    expect(requests.calls('/api/discountcode.php')).toHaveLength(0);
    bus.auth$.next(makeUser({ id: 7, paid_user: false, credits: 0 }));
    await settle();
    expect(bus.timeBonus$.value?.code).toBe('TIMEBONUS25');
    // A refresh of the same member asks nothing again.
    bus.auth$.next(makeUser({ id: 7, paid_user: false, credits: 0 }));
    await settle();
    expect(requests.calls('/api/discountcode.php')).toHaveLength(1);
    bus.auth$.next(null);
    expect(bus.timeBonus$.value).toBeNull();
    stop();
  });

  it('ends at its expiry, and no bonus (null: expired by the server clock) means none', async () => {
    mockApi('get', '/api/discountcode.php', { discountcode: bonus() });
    const stop = startTimeBonus();
    bus.auth$.next(makeUser({ id: 7, paid_user: false }));
    await settle();
    expect(bus.timeBonus$.value).not.toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(3_724_000));
    expect(bus.timeBonus$.value).toBeNull();
    stop();
    mockApi('get', '/api/discountcode.php', { discountcode: null });
    const again = startTimeBonus();
    bus.auth$.next(makeUser({ id: 9, paid_user: false }));
    await settle();
    expect(bus.timeBonus$.value).toBeNull();
    again();
  });

  it('shows "−25%" and the countdown in the nav, named for what it is and ticking every second (issue 29)', async () => {
    bus.auth$.next(makeUser({ paid_user: false }));
    bus.timeBonus$.next(bonus());
    render(<TopNav routeName="members" />);
    const link = await screen.findByRole('link', { name: 'Time bonus: 25% off, ends in 1 hour, 2 minutes' });
    const seconds = () => {
      const [h, m, sec] = (/(\d\d):(\d\d):(\d\d)/.exec(link.textContent ?? '') ?? []).slice(1).map(Number) as [number, number, number];
      return h * 3600 + m * 60 + sec;
    };
    expect(link).toHaveAttribute('href', '/credits');
    // The percentage shows at every width (at 390 px it was a bare countdown); CSS stacks the two on phones.
    expect(within(link).getByText('−25%')).not.toHaveClass('d-none');
    expect(link).toHaveTextContent(/^−25%01:02:0[0-3]$/);
    const before = seconds();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(seconds()).toBe(before - 2);
    // The name counts minutes: a screen reader resting on the link is not told every second.
    expect(link).toHaveAccessibleName('Time bonus: 25% off, ends in 1 hour, 2 minutes');
    // The percentage is the code's, not a fixed text.
    act(() => bus.timeBonus$.next({ ...bonus(), value_percentage: 30 }));
    expect(screen.getByRole('link', { name: /^Time bonus: 30% off, ends in / })).toHaveTextContent(/^−30%/);
  });

  it('says the time left in words of the locale, to the minute', () => {
    expect(spokenTimeLeft(10_452, 'en')).toBe('2 hours, 54 minutes');
    expect(spokenTimeLeft(10_452, 'de')).toBe('2 Stunden, 54 Minuten');
    expect(spokenTimeLeft(3_600, 'en')).toBe('1 hour');
    expect(spokenTimeLeft(125, 'en')).toBe('2 minutes');
    expect(spokenTimeLeft(40.7, 'en')).toBe('40 seconds');
    expect(spokenTimeLeft(-3, 'en')).toBe('0 seconds');
  });

  it('pops up after 40 s in the members area only with 0 credits, and never again once closed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bus.auth$.next(makeUser({ paid_user: false, credits: 0 }));
    bus.timeBonus$.next(bonus());
    const { rerender, unmount } = render(<TimeBonusPopup routeName="profile" />);
    await act(() => jest.advanceTimersByTimeAsync(41_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<TimeBonusPopup routeName="members" />);
    await act(() => jest.advanceTimersByTimeAsync(39_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    const dialog = screen.getByRole('dialog', { name: 'Time bonus: 25% off' });
    expect(dialog).toHaveTextContent('TIMEBONUS25');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    render(<TimeBonusPopup routeName="members" />);
    await act(() => jest.advanceTimersByTimeAsync(41_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not pop up for a member with credits', async () => {
    bus.auth$.next(makeUser({ paid_user: false, credits: 20 }));
    bus.timeBonus$.next(bonus());
    render(<TimeBonusPopup routeName="members" />);
    await act(() => jest.advanceTimersByTimeAsync(41_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
