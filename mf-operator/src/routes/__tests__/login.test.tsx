import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, HttpResponse, http, mockApi, recordRequests, resetBus, server } from '@amora/shared/testing';
import { makeOperator, mockSignedIn, mockSignedOut, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `rc${i}-abcd-efgh`);

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedOut();
  mockApi('get', '/api/operator/counts.php', { photos: 3, reports: 2, complaints: 1 });
  // The photo queue's screen (features/queues) asks for its photos.
  mockApi('get', '/api/operator/photos.php', { photos: [], total: 0 });
});
afterAll(() => resetBus());

/** Fills in and sends the e-mail and password step. */
async function signIn(email = 'olga@staff.amora.test', password = 'correct horse battery') {
  await userEvent.type(await screen.findByLabelText('E-mail address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/operator/login — the sign-in with a second factor (issue 31)', () => {
  it('enrols the authenticator with the QR code as an image and the key as text, shows the 10 recovery codes once, then goes back where it was sent from', async () => {
    mockApi('post', '/api/operator/login.php', { operator: makeOperator('moderator'), mfa: 'enrol' });
    mockApi('get', '/api/operator/mfa.php', { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Amora:olga?secret=JBSWY3DPEHPK3PXP', qr_svg: QR_SVG });
    mockApi('post', '/api/operator/mfa.php', { operator: makeOperator('moderator'), recovery_codes: RECOVERY_CODES });
    renderConsole('/operator/login?next=%2Foperator%2Fphotos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amora operator console' })).toBeInTheDocument();
    await signIn();
    expect(requests.calls('/api/operator/login.php', 'POST')[0]?.body).toEqual({ email: 'olga@staff.amora.test', password: 'correct horse battery' });

    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;utf8,${encodeURIComponent(QR_SVG)}`);
    // The API's markup is drawn by the browser as a picture, never inserted into the page.
    expect(document.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('6-digit code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(requests.calls('/api/operator/mfa.php', 'POST')[0]?.body).toEqual({ code: '123456' });

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Photos' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/operator/photos');
    expect(screen.queryByText(RECOVERY_CODES[0] as string)).not.toBeInTheDocument();
    expect(requests.calls('/api/operator/mfa.php', 'GET')).toHaveLength(1);
  });

  it('asks an enrolled operator for the app’s code, says a wrong one is wrong, and takes a recovery code instead', async () => {
    mockApi('post', '/api/operator/login.php', { operator: makeOperator('support'), mfa: 'verify' });
    let attempts = 0;
    mockApi('post', '/api/operator/mfa.php', ({ body }) => {
      attempts += 1;
      if (attempts === 1) return apiError(401, 'mfa_code_wrong');
      expect(body).toEqual({ recovery_code: 'rc1-abcd-efgh' });
      return { operator: makeOperator('support') };
    });
    renderConsole('/operator/login');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid. Enter the current code of your authenticator app.');

    await userEvent.click(screen.getByRole('switch', { name: 'Use a recovery code' }));
    expect(screen.getByRole('switch', { name: 'Use a recovery code' })).toBeChecked();
    expect(screen.getByLabelText('Recovery code')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Recovery code'), ' rc1-abcd-efgh ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/operator');
  });

  it.each([
    ['a wrong password', () => apiError(401, 'login_failed'), 'The e-mail address or the password is wrong.'],
    ['a blocked account', () => apiError(429, 'account_blocked', { minutes: 15 }), 'Too many incorrect attempts: your account is blocked for 15 min.'],
    ['no connection', () => HttpResponse.error(), 'No connection to the server. Check your network and try again.'],
  ])('localizes %s', async (_label, answer, text) => {
    server.use(http.post('/api/operator/login.php', answer));
    renderConsole('/operator/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('olga@staff.amora.test');
  });

  it('requires both fields before sending anything', async () => {
    renderConsole('/operator/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(requests.calls('/api/operator/login.php')).toHaveLength(0);
  });

  it('requires the code, the app’s or a recovery code, before sending it', async () => {
    mockApi('post', '/api/operator/login.php', { operator: makeOperator('support'), mfa: 'verify' });
    renderConsole('/operator/login');
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('switch', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    expect(requests.calls('/api/operator/mfa.php')).toHaveLength(0);
  });

  it('speaks German on a German page, with the wrong code localized, and English on a French one', async () => {
    await switchLocale('de');
    mockApi('post', '/api/operator/login.php', { operator: makeOperator('admin'), mfa: 'verify' });
    mockApi('post', '/api/operator/mfa.php', () => apiError(401, 'mfa_code_wrong'));
    const { unmount } = renderConsole('/de/operator/login');
    await userEvent.type(await screen.findByLabelText('E-Mail-Adresse'), 'olga@staff.amora.test');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await userEvent.type(await screen.findByLabelText('6-stelliger Code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Code ist ungültig. Geben Sie den aktuellen Code Ihrer Authenticator-App ein.');
    expect(document.querySelector('.operator-console')).toHaveAttribute('lang', 'de');
    unmount();

    await switchLocale('fr');
    renderConsole('/fr/operator/login');
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(document.querySelector('.operator-console')).toHaveAttribute('lang', 'en');
  });

  it('sends every console address to the sign-in without a session, and back to it afterwards', async () => {
    mockApi('post', '/api/operator/login.php', { operator: makeOperator('admin'), mfa: 'verify' });
    mockApi('post', '/api/operator/mfa.php', { operator: makeOperator('admin') });
    mockApi('get', '/api/operator/member.php', () => apiError(404, 'not_found'));
    renderConsole('/operator/members/42?tab=payments');
    await waitFor(() => expect(window.location.pathname).toBe('/operator/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/operator/members/42?tab=payments');
    await signIn();
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/operator/members/42?tab=payments'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
  });

  it('goes straight on when the operator is signed in already, and never to an address outside the console', async () => {
    mockSignedIn('admin');
    renderConsole('/operator/login?next=%2F%2Fevil.example%2Foperator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/operator');
  });
});
