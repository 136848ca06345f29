import { type User, bus, initI18n, registerNamespace } from '@amora/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from '../../root';

const ben = {
  id: 7,
  email: 'ben@demo.amora.test',
  status: 'active',
  credits: 0,
  paid_user: false,
  signup_date: '2026-11-01T10:00:00Z',
  language: 'en',
  notifications_disabled: [],
  push_subscribed: false, alerts_dismissed: {}, timezone: 'Europe/Amsterdam',
  profile: { id: 70, name: 'Ben', main_image: null },
} as unknown as User;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root />);
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
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

describe('/login', () => {
  it('logs in, publishes the member on the bus and opens the members area', async () => {
    fetchMock.mockResolvedValueOnce(json(ben));
    const events: string[] = [];
    const subs = (['auth:logged-in', 'chats:refresh', 'likes:refresh'] as const).map((type) => bus.on(type).subscribe(() => events.push(type)));
    renderAt('/login');
    await logIn('ben@demo.amora.test', 'demo-password-2026');
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(bus.auth$.value).toEqual(ben);
    expect(events).toEqual(['auth:logged-in', 'chats:refresh', 'likes:refresh']);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user.php');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ben@demo.amora.test', password: 'demo-password-2026' });
    for (const s of subs) s.unsubscribe();
  });

  it('returns to a same-site redirect path after login, but never to another site', async () => {
    fetchMock.mockImplementation(async () => json(ben));
    const { unmount } = renderAt('/login?redirect=%2Fcredits%2F2');
    await logIn('ben@demo.amora.test', 'demo-password-2026');
    await waitFor(() => expect(window.location.pathname).toBe('/credits/2'));
    unmount();

    bus.auth$.next(null);
    renderAt('/login?redirect=%2F%2Fevil.example%2Fphish');
    await logIn('ben@demo.amora.test', 'demo-password-2026');
    await waitFor(() => expect(window.location.href).toBe('http://localhost/members'));
  });

  it('says the login failed on 401 and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'login_failed', message: 'Login failed, please try again' }, 401));
    renderAt('/login');
    await logIn('ben@demo.amora.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please try again');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ben@demo.amora.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(bus.auth$.value).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows the lockout with the minutes of the API on 429', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'account_blocked', message: 'blocked', minutes: 15 }, 429));
    renderAt('/login');
    await logIn('ben@demo.amora.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many incorrect attempts, account blocked for 15 min.');
  });

  it('refuses a malformed e-mail address without asking the API', async () => {
    renderAt('/login');
    await logIn('ben.demo.amora.test', 'secret-password');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button while the login is being sent', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/login');
    await logIn('ben@demo.amora.test', 'demo-password-2026');
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    answer(json({ error: 'login_failed' }, 401));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('offers the password reset and a sign-up that opens the shell modal', async () => {
    const opened = jest.fn();
    const sub = bus.on('signup:open').subscribe(opened);
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join for free' }));
    expect(opened).toHaveBeenCalledWith({});
    sub.unsubscribe();
  });

  it('tells a member who is already logged in who they are', () => {
    bus.auth$.next(ben);
    renderAt('/login');
    expect(screen.getByText('You are logged in as Ben')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the members' })).toHaveAttribute('href', '/members');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
