import { bus, changeLocale } from '@amora/shared';
import { createQueryClient } from '@amora/shared/query';
import { apiError, mockApi, resetBus, setupI18n } from '@amora/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSignupLocale, SIGNUP_NAMESPACE } from '../../../i18n/load-locale';
import { Root } from '../../../root';

const SITE = { cdn_prefix: 'https://cdn.test/', countries: ['NL', 'DE'], geoip_country: 'NL', push_public_key: '' };

/** Logs in at `path` and answers the API's 403 `account_banned` with `until` and `reason`. */
async function loginBanned(until: string | null, reason: string, path = '/login') {
  mockApi('post', '/api/user.php', () => apiError(403, 'account_banned', { until, reason }));
  window.history.pushState({}, '', path);
  render(<Root client={createQueryClient()} />);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox'), 'ben@example.com');
  await user.type(document.querySelector('input[type="password"]') as HTMLInputElement, 'long-enough-pw');
  await user.click(screen.getByRole('button', { name: /^(Log in|Anmelden)$/ }));
  return screen.findByRole('alert');
}

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));
beforeEach(() => resetBus(SITE));
afterEach(async () => {
  await changeLocale('en');
  bus.locale$.next('en');
});

describe('login of a banned member (issue 31)', () => {
  it('says until when the account is suspended, and why', async () => {
    const alert = await loginBanned('2026-12-01T10:00:00.000Z', 'Spam messages');
    expect(alert).toHaveTextContent('Your account has been suspended until December 1, 2026. Reason: Spam messages');
  });

  it('says a closed account is closed, in the member’s language', async () => {
    await changeLocale('de');
    bus.locale$.next('de');
    const alert = await loginBanned(null, 'Minderjährig', '/de/login');
    expect(alert).toHaveTextContent('Ihr Konto wurde geschlossen. Grund: Minderjährig');
  });

  it('leaves the reason out when there is none', async () => {
    const alert = await loginBanned(null, '');
    expect(alert).toHaveTextContent(/^Your account has been closed\.$/);
  });
});
