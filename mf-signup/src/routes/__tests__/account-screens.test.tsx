import { bus } from '@amora/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from '../../root';
import { callsTo, json, makeSettings, makeUser, resetBus, setupSignupI18n, stubFetch } from '../../test-utils';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root />);
}

const lena = { id: 31, name: 'Lena', age: 27, gender: 'female', country: 'NL', region: 'Utrecht', city: 'Utrecht', about: '', main_image: { id: 3, filename: 'p/31.webp', thumb_filename: 'p/31-t.webp', status: 'active', premium: false }, status: 'active', fictional: false, online: true, images_count: 1 };
const mia = { ...lena, id: 32, name: 'Mia', age: 33, city: null, main_image: null };

beforeAll(setupSignupI18n);
beforeEach(() => resetBus());

describe('/complete-signup (spec §2, §4)', () => {
  it('sends visitors to the login', () => {
    stubFetch({});
    renderAt('/complete-signup');
    expect(screen.getByText('Log in to complete your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fcomplete-signup');
  });

  it('resumes only the missing steps from the own profile, then completes', async () => {
    const member = makeUser({ status: 'active', push_subscribed: true }, { main_image: { id: 1, filename: 'a.webp', thumb_filename: 'a-t.webp', status: 'pending', premium: false } });
    bus.auth$.next(member);
    const mock = stubFetch({
      '/api/profile.php': { profile: { ...member.profile, region_code: 'NL-UT', gender: 'male', looking_for: null, about: '' } },
      'PUT /api/profile.php': { profile: member.profile },
      '/api/user.php': member,
    });
    const user = userEvent.setup();
    renderAt('/complete-signup');
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(callsTo(mock, 'GET /api/profile.php')[0]?.url.search).toBe('?id=80');
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Man' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Women and men' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'About me', level: 2 })).toBeInTheDocument();
    expect(callsTo(mock, 'PUT /api/profile.php')[0]?.body).toEqual({ gender: 'male', looking_for: 'both' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Your profile is complete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
  });
});

describe('/signup-matches (spec §2)', () => {
  it('shows suggested profiles as cards linking to their profiles', async () => {
    bus.auth$.next(makeUser());
    const mock = stubFetch({ '/api/suggestions.php': { profiles: [lena, mia] } });
    renderAt('/signup-matches');
    expect(await screen.findByRole('link', { name: 'Lena, 27' })).toHaveAttribute('href', '/members/31');
    expect(screen.getByRole('img', { name: 'Photo of Lena' })).toHaveAttribute('src', 'https://cdn.test/p/31.webp');
    expect(screen.getByText('Utrecht')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mia, 33' })).toHaveAttribute('href', '/members/32');
    expect(screen.getByRole('link', { name: 'Go to search' })).toHaveAttribute('href', '/members');
    expect(callsTo(mock, 'GET /api/suggestions.php')[0]?.url.search).toBe('?numResults=12');
  });

  it('sends visitors to the login', () => {
    stubFetch({});
    renderAt('/signup-matches');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fsignup-matches');
  });
});

describe('/mail-change/do (spec §2)', () => {
  it('confirms the new address and refreshes a logged-in member', async () => {
    bus.auth$.next(makeUser());
    const mock = stubFetch({ 'POST /api/mail-change.php': { ok: true, email: 'new@example.com' }, '/api/user.php': makeUser({ email: 'new@example.com' }) });
    renderAt('/mail-change/do?token=abc123');
    expect(await screen.findByText('Your e-mail address is now new@example.com')).toBeInTheDocument();
    expect(callsTo(mock, 'POST /api/mail-change.php')[0]?.body).toEqual({ token: 'abc123' });
    await waitFor(() => expect(bus.auth$.value?.email).toBe('new@example.com'));
  });

  it('says the link expired, with a link to the profile', async () => {
    stubFetch({ 'POST /api/mail-change.php': json({ error: 'link_invalid', message: 'Link expired' }, 400) });
    renderAt('/mail-change/do?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile');
  });

  it('says the address is taken meanwhile', async () => {
    stubFetch({ 'POST /api/mail-change.php': json({ error: 'email_taken', message: 'Taken' }, 409) });
    renderAt('/mail-change/do?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address is already in use.');
  });

  it('does not call the API without a token', () => {
    const mock = stubFetch({});
    renderAt('/mail-change/do');
    expect(screen.getByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    expect(mock).not.toHaveBeenCalled();
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
    stubFetch({ 'POST /api/user.php': json({ error: 'account_deleted', message: 'Deleted', reactivate_until: '2026-12-01T10:00:00Z' }, 403) });
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
    bus.settings$.next(makeSettings());
    stubFetch({ 'POST /api/signup.php': json(makeUser(), 201) });
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
