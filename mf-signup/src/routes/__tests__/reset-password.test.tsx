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

async function requestLink(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  return user;
}

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));

beforeEach(() => {
  resetBus();
});

describe('/reset-password', () => {
  it('sends the reset e-mail and names the address it went to', async () => {
    mockApi('post', '/api/reset-password.php', { ok: true });
    renderAt('/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await requestLink(' anna@example.com ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByText('We sent a link to anna@example.com. It is valid for one hour.')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    expect(requests.all.map((r) => [r.method, r.url.pathname, r.body])).toEqual([['POST', '/api/reset-password.php', { email: 'anna@example.com' }]]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['email_not_found', 404, 'E-mail address not found'],
    ['too_many_resets', 429, 'Too many password reset emails sent, please try again tomorrow.'],
    ['unexpected', 418, 'An error has occurred.'],
  ])('explains %s and keeps the typed address', async (code, status, text) => {
    mockApi('post', '/api/reset-password.php', () => apiError(status, code));
    renderAt('/reset-password');
    await requestLink('anna@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('anna@example.com');
    expect(screen.getByRole('button', { name: 'Send link' })).toBeEnabled();
    expect(screen.queryByText(/We sent a link/)).not.toBeInTheDocument();
  });

  it('refuses a malformed address without asking the API', async () => {
    renderAt('/reset-password');
    await requestLink('anna.example.com');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('anna.example.com');
    expect(requests.all).toEqual([]);
  });
});
