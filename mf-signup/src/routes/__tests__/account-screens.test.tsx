import { bus } from '@amora/shared';
import { createQueryClient } from '@amora/shared/query';
import { apiError, makeProfile, mockApi, recordRequests, resetBus, setupI18n } from '@amora/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOwnProfile } from '@amora/shared/testing';
import { makeNewMember as makeUser } from '../../features/signup-steps/__tests__/fixtures';
import { loadSignupLocale, SIGNUP_NAMESPACE } from '../../i18n/load-locale';
import { Root } from '../../root';

const requests = recordRequests();
const callsTo = (method: string, path: string) => requests.calls(path, method);
const SITE = { cdn_prefix: 'https://cdn.test/', countries: ['NL', 'DE'], geoip_country: 'NL', push_public_key: '' };

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root client={createQueryClient()} />);
}

const lena = makeProfile({ id: 31, name: 'Lena', age: 27, region: 'Utrecht', city: 'Utrecht', main_image: { id: 3, filename: 'p/31.webp', thumb_filename: 'p/31-t.webp', status: 'active', premium: false } });
const mia = makeProfile({ id: 32, name: 'Mia', age: 33, city: null, main_image: null });

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));
beforeEach(() => resetBus(SITE));

describe('/complete-signup (spec §2, §4)', () => {
  it('sends visitors to the login', () => {
    renderAt('/complete-signup');
    expect(screen.getByText('Log in to complete your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fcomplete-signup');
  });

  it('resumes only the missing steps from the own profile, then completes', async () => {
    const member = makeUser({ status: 'active', push_subscribed: true }, { main_image: { id: 1, filename: 'a.webp', thumb_filename: 'a-t.webp', status: 'pending', premium: false } });
    bus.auth$.next(member);
    mockApi('get', '/api/profile.php', { profile: makeOwnProfile(member, { region_code: 'NL-UT', gender: 'male', looking_for: null, about: '' }) });
    mockApi('put', '/api/profile.php', { profile: makeOwnProfile(member, { region_code: 'NL-UT', gender: 'male', looking_for: 'both' }) });
    mockApi('get', '/api/user.php', member);
    const user = userEvent.setup();
    renderAt('/complete-signup');
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/profile.php').map((r) => r.url.search)).toEqual(['?id=80']);
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Man' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Women and men' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'About me', level: 2 })).toBeInTheDocument();
    expect(callsTo('PUT', '/api/profile.php').map((r) => r.body)).toEqual([{ gender: 'male', looking_for: 'both' }]);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Your profile is complete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
  });
  it("resumes from the member's profile on the bus when the own profile cannot be loaded", async () => {
    bus.auth$.next(makeUser({ status: 'active', push_subscribed: true }));
    mockApi('get', '/api/profile.php', () => apiError(404, 'not_found'));
    renderAt('/complete-signup');
    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeInTheDocument();
  });
});

describe('/signup-matches (spec §2)', () => {
  it('shows suggested profiles as cards linking to their profiles', async () => {
    bus.auth$.next(makeUser());
    mockApi('get', '/api/suggestions.php', { profiles: [lena, mia] });
    renderAt('/signup-matches');
    expect(await screen.findByRole('link', { name: 'Lena, 27' })).toHaveAttribute('href', '/members/31');
    expect(screen.getByRole('img', { name: 'Photo of Lena' })).toHaveAttribute('src', 'https://cdn.test/p/31.webp');
    expect(screen.getByText('Utrecht')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mia, 33' })).toHaveAttribute('href', '/members/32');
    // Mia has no photo: the silhouette by gender stands in for it (issue 29).
    expect(screen.getByRole('img', { name: 'Photo of Mia' })).toHaveAttribute('data-placeholder', 'female');
    expect(screen.getByRole('link', { name: 'Go to search' })).toHaveAttribute('href', '/members');
    expect(callsTo('GET', '/api/suggestions.php').map((r) => r.url.search)).toEqual(['?numResults=12']);
  });

  it('offers a retry when the suggestions cannot be loaded', async () => {
    bus.auth$.next(makeUser());
    mockApi('get', '/api/suggestions.php', { profiles: [lena] });
    // The newest handler answers first: the first load fails once.
    mockApi('get', '/api/suggestions.php', () => apiError(404, 'not_found'), { once: true });
    renderAt('/signup-matches');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lena, 27' })).toBeInTheDocument();
  });

  it('sends visitors to the login', () => {
    renderAt('/signup-matches');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fsignup-matches');
  });
});

describe('/mail-change/do (spec §2)', () => {
  it('confirms the new address and refreshes a logged-in member', async () => {
    bus.auth$.next(makeUser());
    mockApi('post', '/api/mail-change.php', { ok: true, email: 'new@example.com' });
    mockApi('get', '/api/user.php', makeUser({ email: 'new@example.com' }));
    renderAt('/mail-change/do?token=abc123');
    expect(await screen.findByText('Your e-mail address is now new@example.com')).toBeInTheDocument();
    expect(callsTo('POST', '/api/mail-change.php').map((r) => r.body)).toEqual([{ token: 'abc123' }]);
    await waitFor(() => expect(bus.auth$.value?.email).toBe('new@example.com'));
  });

  it('says the link expired, with a link to the profile', async () => {
    mockApi('post', '/api/mail-change.php', () => apiError(400, 'link_invalid'));
    renderAt('/mail-change/do?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile');
  });

  it('says the address is taken meanwhile', async () => {
    mockApi('post', '/api/mail-change.php', () => apiError(409, 'email_taken'));
    renderAt('/mail-change/do?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address is already in use.');
  });

  it('does not call the API without a token', () => {
    renderAt('/mail-change/do');
    expect(screen.getByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(requests.all).toEqual([]);
  });
});

describe('/account-deleted (spec §2, §4)', () => {
  it('gives the reactivation date of ?until= and says the data is erased afterwards', () => {
    renderAt('/account-deleted?until=2026-12-01T10:00:00Z');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(screen.getByText(/reactivates your account until December 1, 2026\./)).toBeInTheDocument();
    expect(screen.getByText(/erased for good/)).toBeInTheDocument();
  });

  it('says 14 days without a date', () => {
    renderAt('/account-deleted');
    expect(screen.getByText(/reactivates your account for 14 days\./)).toBeInTheDocument();
  });

  it('says the reactivation link failed', () => {
    renderAt('/account-deleted?reactivation=failed');
    expect(screen.getByRole('heading', { level: 1, name: 'Reactivation failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
  });
});

describe('/login after deletion (spec §4)', () => {
  it('welcomes a reactivated member', () => {
    renderAt('/login?reactivated=1');
    expect(screen.getByRole('status')).toHaveTextContent('Your account is active again. Log in to continue.');
  });

  it('explains a deleted account on login', async () => {
    mockApi('post', '/api/user.php', () => apiError(403, 'account_deleted', { reactivate_until: '2026-12-01T10:00:00Z' }));
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(screen.getByLabelText('E-mail address'), 'ben@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account was deleted. Use the link in our e-mail to reactivate it.');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ben@example.com');
  });
});

describe('/signup (spec §4)', () => {
  it('keeps the steps on the page once the new member is logged in', async () => {
    mockApi('post', '/api/signup.php', makeUser(), { status: 201 });
    const user = userEvent.setup();
    renderAt('/signup');
    await user.type(screen.getByLabelText('E-mail address'), 'ben@example.com');
    await user.type(screen.getByLabelText('Username'), 'ben_b');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    const dob = screen.getByLabelText('Date of birth');
    await user.type(dob, '1990-04-02');
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(screen.queryByText(/You are logged in as/)).not.toBeInTheDocument();
  });
});
