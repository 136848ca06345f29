import { bus, pushState, subscribeToPush } from '@amora/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, mockApi, recordRequests, renderRoute } from '@amora/shared/testing';
import { setupMembersI18n } from '../../../test-utils';
import { MemberAlerts } from '../member-alerts';

jest.mock('@amora/shared', () => ({
  ...jest.requireActual('@amora/shared'),
  pushState: jest.fn(() => 'unsupported'),
  subscribeToPush: jest.fn(),
}));
const mockedPushState = pushState as jest.MockedFunction<typeof pushState>;
const mockedSubscribe = subscribeToPush as jest.MockedFunction<typeof subscribeToPush>;

const requests = recordRequests();
/** A logged-in member on the site whose push key is `BPublicKey`. */
const login = (over: Parameters<typeof loginOnBus>[0] = {}) => loginOnBus(over, { push_public_key: 'BPublicKey' });

beforeAll(setupMembersI18n);
beforeEach(() => {
  mockedPushState.mockReturnValue('unsupported');
  mockedSubscribe.mockReset();
});

const render = () => renderRoute('/members', '/members', <MemberAlerts />);

describe('dismissible alerts (spec §4)', () => {
  it('shows the photo and e-mail alerts with their links, and a dismissal hides at once and is stored', async () => {
    let answer = (): Response | object => ({ alerts_dismissed: { photo: '2026-02-01T10:00:00.000Z' } });
    mockApi('put', '/api/alerts.php', () => answer() as Response);
    login({ notifications_disabled: ['bounce'], profile: { ...login().profile, main_image: null } });
    render();
    expect(screen.getByText('Add a profile photo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');
    expect(screen.getByText('E-mail notifications are switched off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check settings' })).toHaveAttribute('href', '/notifications');
    expect(screen.queryByText('Enable push notifications')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide “Add a profile photo”' }));
    expect(screen.queryByText('Add a profile photo')).not.toBeInTheDocument();
    expect(requests.all.map((r) => [r.method, r.url.pathname, r.body])).toEqual([['PUT', '/api/alerts.php', { alert: 'photo' }]]);
    await waitFor(() => expect(bus.auth$.value?.alerts_dismissed).toEqual({ photo: '2026-02-01T10:00:00.000Z' }));

    // A failed dismissal still hides the alert for this visit.
    answer = () => apiError(429, 'too_many_requests');
    await userEvent.click(screen.getByRole('button', { name: 'Hide “E-mail notifications are switched off”' }));
    expect(screen.queryByText('E-mail notifications are switched off')).not.toBeInTheDocument();
    expect(requests.all).toHaveLength(2);
  });

  it('stays hidden once dismissed, and shows nothing to visitors', () => {
    login({ notifications_disabled: ['spam_complaint'], alerts_dismissed: { notifications: '2026-01-20T08:00:00Z' } });
    const { unmount } = render();
    expect(screen.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    unmount();
    bus.auth$.next(null);
    render();
    expect(screen.queryByText('Add a profile photo')).not.toBeInTheDocument();
  });

  it('offers push when the browser can push and the member is not subscribed, and subscribes with the site key', async () => {
    mockedPushState.mockReturnValue('unknown');
    mockedSubscribe.mockResolvedValueOnce('failed').mockResolvedValueOnce('subscribed');
    const toasts = jest.fn();
    const sub = bus.on('toast:show').subscribe(toasts);
    login();
    render();
    expect(screen.getByText('Enable push notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(mockedSubscribe).toHaveBeenCalledWith('BPublicKey');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.queryByText('Enable push notifications')).not.toBeInTheDocument());
    expect(bus.auth$.value?.push_subscribed).toBe(true);
    expect(toasts).toHaveBeenCalledWith({ text: 'Push notifications are on.', variant: 'success' });
    sub.unsubscribe();
  });

  it('does not offer push when notifications are blocked or the member is subscribed', () => {
    mockedPushState.mockReturnValue('denied');
    login();
    const { unmount } = render();
    expect(screen.queryByText('Enable push notifications')).not.toBeInTheDocument();
    unmount();
    mockedPushState.mockReturnValue('granted');
    login({ push_subscribed: true });
    render();
    expect(screen.queryByText('Enable push notifications')).not.toBeInTheDocument();
  });
});
