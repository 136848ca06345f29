import { createQueryClient } from '@amora/shared/query';
import { loadSignupLocale, SIGNUP_NAMESPACE } from '../../i18n/load-locale';
import { bus } from '@amora/shared';
import { apiError, makeProfile, makeUser, mockApi, recordRequests, resetBus, setupI18n } from '@amora/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from '../../root';

const ben = makeUser({ id: 7, profile: makeProfile({ id: 70, name: 'Ben' }) });

const requests = recordRequests();

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root client={createQueryClient()} />);
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));

beforeEach(() => {
  resetBus();
});

describe('/login', () => {
  it('logs in, publishes the member on the bus and opens the members area', async () => {
    mockApi('post', '/api/user.php', ben);
    const events: string[] = [];
    const subs = (['auth:logged-in', 'chats:refresh', 'likes:refresh'] as const).map((type) => bus.on(type).subscribe(() => events.push(type)));
    renderAt('/login');
    await logIn('ben@demo.amora.test', 'demo-password-2026');
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(bus.auth$.value).toEqual(ben);
    expect(events).toEqual(['auth:logged-in', 'chats:refresh', 'likes:refresh']);
    expect(requests.all.map((r) => [r.method, r.url.pathname, r.body])).toEqual([['POST', '/api/user.php', { email: 'ben@demo.amora.test', password: 'demo-password-2026' }]]);
    for (const s of subs) s.unsubscribe();
  });

  it('returns to a same-site redirect path after login, but never to another site', async () => {
    mockApi('post', '/api/user.php', ben);
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
    mockApi('post', '/api/user.php', () => apiError(401, 'login_failed'));
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
    mockApi('post', '/api/user.php', () => apiError(429, 'account_blocked', { minutes: 15 }));
    renderAt('/login');
    await logIn('ben@demo.amora.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many incorrect attempts, account blocked for 15 min.');
  });

  it('tells an address that tried too many e-mails to wait, without the account lockout text (issue 16)', async () => {
    mockApi('post', '/api/user.php', () => apiError(429, 'too_many_attempts'));
    renderAt('/login');
    await logIn('ben@demo.amora.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts from your connection. Please wait a few minutes and try again.');
  });

  it('refuses a malformed e-mail address without asking the API', async () => {
    renderAt('/login');
    await logIn('ben.demo.amora.test', 'secret-password');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(requests.all).toEqual([]);
  });

  it('disables the button while the login is being sent', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi('post', '/api/user.php', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/login');
    await logIn('ben@demo.amora.test', 'demo-password-2026');
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    answer(apiError(401, 'login_failed'));
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
