import { bus } from '@amora/shared';
import { apiError, makeProfile, makeUser, mockApi, recordRequests, renderWithProviders, resetBus, setupI18n } from '@amora/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSignupLocale, SIGNUP_NAMESPACE } from '../../../i18n/load-locale';
import { SignupForm } from '../signup-form';

const requests = recordRequests();
const year = new Date().getFullYear();
/** The member `POST /api/signup.php` creates: logged in, not confirmed yet, profile disabled. */
const ben = makeUser({ id: 8, email: 'ben@example.com', status: 'not_confirmed', profile: makeProfile({ id: 80, name: 'ben_b', main_image: null, status: 'disabled', images_count: 0 }) });
const ADULT_DOB = `${year - 30}-06-15`;
const MINOR_DOB = `${year - 17}-01-01`;

interface Typed {
  email?: string;
  name?: string;
  password?: string;
  dob?: string;
}

/** Fills the form like a member does; the date input gets its value in one change (as a date picker does). */
async function fill(user: ReturnType<typeof userEvent.setup>, { email, name, password, dob }: Typed) {
  if (email) await user.type(screen.getByLabelText('E-mail address'), email);
  if (name) await user.type(screen.getByLabelText('Username'), name);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (dob) fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: dob } });
}

/** Fills a form the client accepts. */
const fillValid = (user: ReturnType<typeof userEvent.setup>) => fill(user, { email: 'anna@example.com', name: 'anna_b', password: 'long-enough-pw', dob: ADULT_DOB });

/** Everything typed by {@link fillValid} is still there. */
function expectKept() {
  expect(screen.getByLabelText('E-mail address')).toHaveValue('anna@example.com');
  expect(screen.getByLabelText('Username')).toHaveValue('anna_b');
  expect(screen.getByLabelText('Password')).toHaveValue('long-enough-pw');
  expect(screen.getByLabelText('Date of birth')).toHaveValue(ADULT_DOB);
}

function renderForm(props: Partial<Parameters<typeof SignupForm>[0]> = {}) {
  const onProgress = jest.fn();
  const onDone = jest.fn();
  renderWithProviders(<SignupForm onProgress={onProgress} onDone={onDone} {...props} />);
  return { onProgress, onDone };
}

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));

beforeEach(() => {
  window.history.pushState({}, '', '/');
  resetBus();
});

describe('sign-up form (spec §3, §5)', () => {
  it('reports that sign-up is in progress as soon as the member starts typing', async () => {
    const user = userEvent.setup();
    const { onProgress } = renderForm();
    expect(onProgress).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('E-mail address'), 'an');
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenCalledWith(true);
  });

  it('asks for an adult date of birth', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, { email: 'anna@example.com', name: 'anna_b', password: 'long-enough-pw', dob: MINOR_DOB });
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Enter your date of birth (18+)');
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    expect(requests.all).toEqual([]);
  });

  it('refuses a username that starts with @ or equals the e-mail address', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, { email: 'anna@example.com', name: '@anna', password: 'long-enough-pw', dob: ADULT_DOB });
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(screen.getByText('Your username may not start with @')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'Anna@Example.com');
    expect(screen.getByText('Your username may not be your e-mail address')).toBeInTheDocument();
    expect(requests.all).toEqual([]);
  });

  it('holds a username to the API\'s 50 characters (the contract\'s rule)', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Username'), 'a'.repeat(60));
    expect(screen.getByLabelText('Username')).toHaveValue('a'.repeat(50));
  });

  it('refuses a 51-character username with the localized message, focused, without asking the API', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, { email: 'anna@example.com', password: 'long-enough-pw', dob: ADULT_DOB });
    // A paste or an autofill can pass the input's maxLength: the rule itself refuses it.
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'b'.repeat(51) } });
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(await screen.findByText('Your username can have at most 50 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Your username can have at most 50 characters');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(requests.all).toEqual([]);

    // Fifty characters pass.
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'b'.repeat(50) } });
    await waitFor(() => expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid'));
  });

  it('asks for a username when none is given', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, { email: 'anna@example.com', name: '   ', password: 'long-enough-pw', dob: ADULT_DOB });
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(await screen.findByText('Choose a username')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('refuses a date of birth more than 120 years ago', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('min', expect.stringMatching(new RegExp(`^(${year - 121}|${year - 120})-`)));
    await fill(user, { email: 'anna@example.com', name: 'anna_b', password: 'long-enough-pw', dob: `${year - 122}-06-15` });
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Enter your date of birth (18+)');
    expect(requests.all).toEqual([]);
  });

  it('refuses an invalid e-mail address and a too short password', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, { email: 'anna.example.com', name: 'anna_b', password: 'short', dob: ADULT_DOB });
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Your password must be 8 to 128 characters long');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  });

  it('shows a generic error on an unexpected answer (404), keeping everything typed', async () => {
    mockApi('post', '/api/signup.php', () => apiError(404, 'not_found'));
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred.');
    expect(screen.queryByText(/opens very soon/)).not.toBeInTheDocument();
    expectKept();
    expect(onDone).not.toHaveBeenCalled();
    expect(bus.auth$.value).toBeNull();
  });

  it.each([
    ['invalid_email', 400, {}, 'E-mail address', 'Invalid email'],
    ['email_taken', 409, {}, 'E-mail address', 'An account with this e-mail address already exists'],
    ['too_young', 400, { min_age: 21 }, 'Date of birth', 'Enter your date of birth (21+)'],
    ['name_equals_email', 400, {}, 'Username', 'Your username may not be your e-mail address'],
    ['name_starts_with_at', 400, {}, 'Username', 'Your username may not start with @'],
    ['password_length', 400, {}, 'Password', 'Your password must be 8 to 128 characters long'],
    ['password_common', 400, {}, 'Password', 'This password is too common, choose another one'],
  ])('shows the API refusal %s next to the field, keeping everything typed', async (code, status, extra, label, text) => {
    mockApi('post', '/api/signup.php', () => apiError(status, code, extra));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveFocus();
    expectKept();
    expect(screen.queryByRole('heading', { name: 'Check your e-mail to confirm your account' })).not.toBeInTheDocument();
  });

  it('clears the API refusal of a field once the member changes it', async () => {
    mockApi('post', '/api/signup.php', () => apiError(409, 'email_taken'));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(await screen.findByText('An account with this e-mail address already exists')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByText('An account with this e-mail address already exists')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'u');
    expect(screen.queryByText('An account with this e-mail address already exists')).not.toBeInTheDocument();
  });

  it('says sign-up is by invitation only when sign-ups are closed', async () => {
    mockApi('post', '/api/signup.php', () => apiError(403, 'signups_closed'));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up is by invitation only: join through the link a member or partner sent you.');
    expectKept();
  });

  it('sends the form with partner, first message and tracking values, then goes through the steps to the e-mail confirmation', async () => {
    window.history.pushState({}, '', '/signup?network=adnet&sub1=spring&utm_source=x');
    mockApi('post', '/api/signup.php', ben, { status: 201 });
    mockApi('get', '/api/regions.php', { regions: { NL: { label: 'province', items: [{ code: 'NL-UT', name: 'Utrecht' }] } } });
    mockApi('get', '/api/user.php', ben);
    const loggedIn = jest.fn();
    const sub = bus.on('auth:logged-in').subscribe(loggedIn);
    const user = userEvent.setup();
    const { onProgress, onDone } = renderForm({ profile: 42, message: ' Hi Anna! ' });
    await fill(user, { email: 'ben@example.com', name: 'ben_b', password: 'long-enough-pw', dob: ADULT_DOB });
    await user.click(screen.getByRole('button', { name: 'Join for free' }));

    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeInTheDocument();
    expect(onProgress).not.toHaveBeenCalledWith(false);
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' })).toBeInTheDocument();
    const sent = requests.calls('/api/signup.php', 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      email: 'ben@example.com',
      name: 'ben_b',
      password: 'long-enough-pw',
      date_of_birth: ADULT_DOB,
      signup_message: 'Hi Anna!',
      profile: 42,
      network: 'adnet',
      sub1: 'spring',
    });
    expect(onProgress).toHaveBeenLastCalledWith(false);
    expect(bus.auth$.value).toEqual(ben);
    expect(loggedIn).toHaveBeenCalledWith({ user: ben });
    sub.unsubscribe();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('links members to the login', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Already a member? Log in' })).toHaveAttribute('href', '/login');
  });
});
