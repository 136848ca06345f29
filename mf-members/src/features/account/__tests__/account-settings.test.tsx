import { bus } from '@amora/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeCompanyInfo, makeOwnProfile, mockApi, recordRequests, renderRoute } from '@amora/shared/testing';
import { setupMembersI18n } from '../../../test-utils';
import { AccountSettings } from '../account-settings';

const requests = recordRequests();
/** The requests sent (the session list's GETs aside), as `{method, url: path + query, body}`. */
const sent = () => requests.all.filter((r) => r.url.pathname !== '/api/sessions.php').map((r) => ({ method: r.method, url: `${r.url.pathname}${r.url.search}`, body: r.body }));
/** Answers `PUT /api/user.php` with each of `answers` in turn (a Response or a JSON body). */
const putUser = (answers: unknown[]) => mockApi('put', '/api/user.php', () => answers.shift() as Response, { schema: null });

beforeAll(setupMembersI18n);
beforeEach(() => {
  window.history.replaceState(null, '', '/profile');
  mockApi('get', '/api/sessions.php', { sessions: [] });
});

function renderSettings() {
  const user = loginOnBus();
  renderRoute('/profile', '/profile', <AccountSettings user={user} />);
  return user;
}

describe('e-mail change (spec §5)', () => {
  it('shows each API error under its field and keeps what was typed, then confirms the mail', async () => {
    putUser([apiError(409, 'email_taken'), apiError(400, 'invalid_email'), apiError(400, 'old_password_wrong'), { ok: true }]);
    renderSettings();
    expect(screen.getByText('Your e-mail address is ben@demo.amora.test.')).toBeInTheDocument();
    const email = screen.getByLabelText('New e-mail address');
    const password = screen.getByLabelText('Current password');
    await userEvent.type(email, 'lena@demo.amora.test');
    await userEvent.type(password, 'secret-pass');
    const submit = screen.getByRole('button', { name: 'Change e-mail address' });

    await userEvent.click(submit);
    expect(await screen.findByText('This e-mail address is already in use.')).toBeInTheDocument();
    expect(email).toHaveValue('lena@demo.amora.test');
    expect(password).toHaveValue('secret-pass');
    expect(email).toHaveAccessibleDescription('This e-mail address is already in use.');
    expect(sent()).toEqual([{ method: 'PUT', url: '/api/user.php?email=1', body: { email: 'lena@demo.amora.test', password: 'secret-pass' } }]);

    await userEvent.click(submit);
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(email).toHaveValue('lena@demo.amora.test');

    await userEvent.click(submit);
    expect(await screen.findByText('Please check your old password.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Please check your old password.');
    expect(password).toHaveValue('secret-pass');

    await userEvent.click(submit);
    expect(await screen.findByText('We sent a confirmation link to lena@demo.amora.test')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('checks the address and the password by the contract before sending (spec §5)', async () => {
    renderSettings();
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'lena@');
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect(screen.getByLabelText('New e-mail address')).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText('New e-mail address')).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your password.');
    expect(sent()).toEqual([]);
  });
});

describe('password change (spec §5)', () => {
  it('catches different new passwords without a request, then sends old and new password', async () => {
    putUser([apiError(400, 'password_common'), { ok: true }]);
    renderSettings();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('8 to 128 characters');
    await userEvent.type(screen.getByLabelText('Old password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match');
    expect(screen.getByLabelText('Repeat new password')).toHaveAccessibleDescription('The passwords do not match');
    expect(sent()).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is too common, choose another one')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret-1');
    expect(sent()).toEqual([{ method: 'PUT', url: '/api/user.php?password=1', body: { old_password: 'old-secret', password: 'new-secret-1' } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. You have been logged out on your other devices.')).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toHaveValue('');
  });
});

describe('account deletion with alternatives (spec §2, §4)', () => {
  it('offers the alternatives first, then deletes with the password and goes to /account-deleted', async () => {
    const deletes = [apiError(400, 'old_password_wrong'), { ok: true, reactivate_until: '2026-03-01T10:00:00.000Z' }];
    mockApi('get', '/api/companyinfo.php', makeCompanyInfo({ delete_discount: 50 }));
    mockApi('put', '/api/profile.php', { profile: makeOwnProfile(undefined, { invisible: true }) });
    mockApi('delete', '/api/user.php', () => deletes.shift() as Response);
    const loggedOut = jest.fn();
    const sub = bus.on('auth:logged-out').subscribe(loggedOut);
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Before you go…' });
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/notifications');
    expect(await within(dialog).findByText('Stay and get 50% off your next credits')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Get my 50% discount' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make me invisible' }));
    expect(await within(dialog).findByText('You are invisible now. You can become visible again in your profile at any time.')).toBeInTheDocument();
    expect(sent()).toContainEqual({ method: 'PUT', url: '/api/profile.php', body: { invisible: true } });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue deleting' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete your account' });
    await userEvent.type(within(confirm).getByLabelText('Current password'), 'secret-pass');
    await userEvent.type(within(confirm).getByLabelText('Why are you leaving? (optional)'), 'Met someone');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(confirm).findByText('Please check your old password.')).toBeInTheDocument();
    expect(within(confirm).getByLabelText('Current password')).toHaveValue('secret-pass');
    expect(bus.auth$.value).not.toBeNull();

    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account-deleted'));
    expect(new URLSearchParams(window.location.search).get('until')).toBe('2026-03-01T10:00:00.000Z');
    expect(bus.auth$.value).toBeNull();
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'logout' });
    expect(sent().filter((r) => r.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/user.php', body: { password: 'secret-pass', reason: 'Met someone' } },
      { method: 'DELETE', url: '/api/user.php', body: { password: 'secret-pass', reason: 'Met someone' } },
    ]);
    sub.unsubscribe();
  });

  it('leaves out the discount when the company has none, and closes on Esc', async () => {
    mockApi('get', '/api/companyinfo.php', makeCompanyInfo({ delete_discount: 0 }));
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(requests.calls('/api/companyinfo.php')).toHaveLength(1));
    expect(screen.queryByText(/off your next credits/)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });
});
