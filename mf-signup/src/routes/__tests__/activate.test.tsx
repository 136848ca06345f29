import { type User, bus, initI18n, registerNamespace } from '@amora/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { Root } from '../../root';

const member = {
  id: 8,
  email: 'ben@example.com',
  status: 'not_confirmed',
  credits: 0,
  paid_user: false,
  signup_date: '2026-11-01T10:00:00Z',
  language: 'en',
  notifications_disabled: [],
  push_subscribed: false, alerts_dismissed: {}, timezone: 'Europe/Amsterdam',
  profile: { id: 80, name: 'Ben', main_image: null },
} as unknown as User;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root />);
}

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('signup', (l) => import(`../../i18n/${l}.json`));
});

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  bus.auth$.next(null);
});

describe('/activate/done and /activate/error', () => {
  it('confirms the account and reloads a logged-in member so the confirm banner goes', async () => {
    bus.auth$.next(member);
    const confirmed = { ...member, status: 'active' } as User;
    fetchMock.mockResolvedValueOnce(json(confirmed));
    const refreshed = jest.fn();
    const sub = bus.on('chats:refresh').subscribe(refreshed);
    renderAt('/activate/done');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is confirmed' })).toBeInTheDocument();
    await waitFor(() => expect(bus.auth$.value?.status).toBe('active'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user.php');
    expect(refreshed).toHaveBeenCalledTimes(1);
    sub.unsubscribe();
  });

  it('asks nothing of the API for a visitor who is not logged in', () => {
    const refreshed = jest.fn();
    const sub = bus.on('chats:refresh').subscribe(refreshed);
    renderAt('/activate/done');
    expect(screen.getByText('Thank you for confirming your e-mail address. Your account is now active.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(refreshed).not.toHaveBeenCalled();
    sub.unsubscribe();
  });

  it("says 'Activation failed' with a link to the login", () => {
    renderAt('/activate/error');
    expect(screen.getByRole('heading', { level: 1, name: 'Activation failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
