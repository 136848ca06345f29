import { createQueryClient } from '@amora/shared/query';
import { loadSignupLocale, SIGNUP_NAMESPACE } from '../../i18n/load-locale';
import { apiError, mockApi, recordRequests, resetBus, setupI18n } from '@amora/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from '../../root';

const requests = recordRequests();

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root client={createQueryClient()} />);
}

async function choose(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  return user;
}

function expectKept(password: string, repeat: string) {
  expect(screen.getByLabelText('New password')).toHaveValue(password);
  expect(screen.getByLabelText('Repeat new password')).toHaveValue(repeat);
}

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));

beforeEach(() => {
  resetBus();
});

describe('/reset-password/do', () => {
  it('saves the new password with the token of the link, then offers the login', async () => {
    mockApi('post', '/api/reset-password.php', { ok: true });
    renderAt('/reset-password/do?token=abc123');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await choose('a-new-secret-1', 'a-new-secret-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(requests.all.map((r) => [r.method, `${r.url.pathname}${r.url.search}`, r.body])).toEqual([
      ['POST', '/api/reset-password.php?do=1', { token: 'abc123', password: 'a-new-secret-1', password_repeat: 'a-new-secret-1' }],
    ]);
  });

  it('refuses passwords that differ or are too short without asking the API', async () => {
    renderAt('/reset-password/do?token=abc123');
    await choose('a-new-secret-1', 'a-new-secret-2');
    expect(screen.getByLabelText('Repeat new password')).toHaveAccessibleDescription('The passwords do not match');
    expect(screen.getByLabelText('Repeat new password')).toHaveFocus();
    expectKept('a-new-secret-1', 'a-new-secret-2');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Repeat new password'));
    await choose('short', 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Your password must be 8 to 128 characters long');
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(requests.all).toEqual([]);
  });

  it('says the link expired and links to a new reset e-mail on link_invalid, keeping the passwords', async () => {
    mockApi('post', '/api/reset-password.php', () => apiError(400, 'link_invalid'));
    renderAt('/reset-password/do?token=old');
    await choose('a-new-secret-1', 'a-new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
    expectKept('a-new-secret-1', 'a-new-secret-1');
  });

  it.each([
    ['passwords_differ', 'Repeat new password', 'The passwords do not match'],
    ['password_length', 'New password', 'Your password must be 8 to 128 characters long'],
    ['password_common', 'New password', 'This password is too common, choose another one'],
  ])('shows the API refusal %s next to the field, keeping the passwords', async (code, label, text) => {
    mockApi('post', '/api/reset-password.php', () => apiError(400, code));
    renderAt('/reset-password/do?token=abc123');
    await choose('password1', 'password1');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);
    expect(screen.getByLabelText(label)).toHaveFocus();
    expectKept('password1', 'password1');
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled();
  });

  it('says the link is invalid when it has no token', () => {
    renderAt('/reset-password/do');
    expect(screen.getByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
