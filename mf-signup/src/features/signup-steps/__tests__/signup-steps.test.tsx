import { bus } from '@amora/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, json, makeSettings, makeUser, resetBus, setupSignupI18n, stubFetch } from '../../../test-utils';
import { allSignupSteps } from '../missing-steps';
import { SignupSteps, type SignupStepsProps } from '../signup-steps';

const REGIONS = { regions: { NL: { label: 'province', items: [{ code: 'NL-UT', name: 'Utrecht' }, { code: 'NL-NH', name: 'North Holland' }] } } };
const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

function renderSteps(props: Partial<SignupStepsProps> = {}) {
  const handlers = { onFinished: jest.fn(), onClose: jest.fn(), onLeave: jest.fn() };
  render(<SignupSteps steps={allSignupSteps(false)} done={1} profile={null} email="ben@example.com" {...handlers} {...props} />);
  return handlers;
}

/** A browser with web push whose member grants the permission. */
function stubPushBrowser() {
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example/1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }) };
  Object.defineProperty(window, 'Notification', { value: { permission: 'default', requestPermission: async () => 'granted' }, configurable: true, writable: true });
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true, writable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register: async () => ({}), ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe: async () => subscription } }) },
    configurable: true,
  });
}

beforeAll(setupSignupI18n);
beforeEach(() => {
  resetBus();
  bus.auth$.next(makeUser());
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  for (const key of ['Notification', 'PushManager'] as const) Reflect.deleteProperty(window, key);
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('sign-up steps (spec §4)', () => {
  it('goes through photo, location, personal info, about me and push, saving each, then asks to confirm the e-mail', async () => {
    stubPushBrowser();
    bus.settings$.next(makeSettings({ push_public_key: VAPID }));
    const saved = makeUser().profile;
    const mock = stubFetch({
      'POST /api/photos.php': () => json({ image: { id: 1, filename: 'a.webp', thumb_filename: 'a-t.webp', status: 'pending', premium: false } }, 201),
      '/api/regions.php': REGIONS,
      'PUT /api/profile.php': { profile: saved },
      'POST /api/user.php': { ok: true },
      '/api/user.php': makeUser({ push_subscribed: true }),
    });
    const user = userEvent.setup();
    const { onFinished } = renderSteps({ steps: allSignupSteps(true) });

    // Photo: labelled file input, preview, raw upload with the file's type.
    expect(screen.getByRole('heading', { name: 'Add a profile photo' })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 6' })).toBeInTheDocument();
    const file = photo();
    await user.upload(screen.getByLabelText('Choose a photo'), file);
    expect(screen.getByRole('img', { name: 'Preview of your photo' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    const [upload] = callsTo(mock, 'POST /api/photos.php');
    expect(upload?.init?.body).toBe(file);
    expect(upload?.init?.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(upload?.init?.credentials).toBe('same-origin');

    // Location: country from settings, region of that country, city.
    expect(await screen.findByRole('heading', { name: 'Where do you live?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 6' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    await user.selectOptions(await screen.findByLabelText('Province'), 'NL-UT');
    await user.type(screen.getByLabelText('City (optional)'), 'Utrecht');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Personal info.
    expect(await screen.findByRole('heading', { name: 'Tell us about yourself' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Man' }));
    await user.click(screen.getByRole('radio', { name: 'Women' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // About me.
    expect(await screen.findByRole('heading', { name: 'About me', level: 2 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('About me'), '  I like cycling.  ');
    expect(screen.getByText('19/2000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Push.
    expect(await screen.findByRole('heading', { name: 'Never miss a message' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 6 of 6' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable notifications' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' })).toBeInTheDocument();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(callsTo(mock, 'PUT /api/profile.php').map((c) => c.body)).toEqual([
      { country: 'NL', region_code: 'NL-UT', city: 'Utrecht' },
      { gender: 'male', looking_for: 'female' },
      { about: 'I like cycling.' },
    ]);
    expect(callsTo(mock, 'POST /api/user.php')[0]?.url.search).toBe('?push=1');
    await waitFor(() => expect(bus.auth$.value?.push_subscribed).toBe(true));
    expect(screen.getByRole('link', { name: 'See suggested profiles' })).toHaveAttribute('href', '/signup-matches');
  });

  it('skips every step without saving anything', async () => {
    const mock = stubFetch({ '/api/regions.php': REGIONS, '/api/user.php': makeUser() });
    const user = userEvent.setup();
    const { onFinished, onClose } = renderSteps();
    for (const heading of ['Add a profile photo', 'Where do you live?', 'Tell us about yourself', 'About me']) {
      expect(await screen.findByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
      expect(onFinished).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Skip' }));
    }
    expect(await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' })).toBeInTheDocument();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(mock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not a picture before uploading and explains a photo limit', async () => {
    const mock = stubFetch({ 'POST /api/photos.php': json({ error: 'photo_limit', message: 'You can upload up to 3 photos.', limit: 3 }, 403) });
    const user = userEvent.setup({ applyAccept: false });
    renderSteps({ steps: ['photo', 'complete'] });
    await user.upload(screen.getByLabelText('Choose a photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByLabelText('Choose a photo')).toHaveAccessibleDescription('This file type is not supported. Choose a JPEG, PNG or WebP picture.');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(mock).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload up to 3 photos.');
    expect(screen.getByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of your photo' })).toBeInTheDocument();
  });

  it('keeps the location typed when the region is refused, and marks the region', async () => {
    const mock = stubFetch({ '/api/regions.php': REGIONS, 'PUT /api/profile.php': json({ error: 'invalid_region', message: 'Invalid region' }, 400) });
    const user = userEvent.setup();
    renderSteps({ steps: ['location', 'complete'], done: 0 });
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 1' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Province'), 'NL-NH');
    await user.type(screen.getByLabelText('City (optional)'), 'Haarlem');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a region of the selected country.')).toBeInTheDocument();
    expect(screen.getByLabelText('Province')).toHaveValue('NL-NH');
    expect(screen.getByLabelText('Province')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City (optional)')).toHaveValue('Haarlem');
    expect(callsTo(mock, 'PUT /api/profile.php')).toHaveLength(1);
  });

  it('fills the location from the browser position with "Use my location"', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 52.09, longitude: 5.12 } } as GeolocationPosition) },
      configurable: true,
    });
    const mock = stubFetch({
      '/api/regions.php': REGIONS,
      '/api/geocode.php': { city: 'Utrecht', region: 'Utrecht', region_code: 'NL-UT', country: 'NL', lat: 52.09, lon: 5.12 },
      'PUT /api/profile.php': { profile: makeUser().profile },
    });
    const user = userEvent.setup();
    renderSteps({ steps: ['location', 'complete'], done: 0 });
    await user.click(screen.getByRole('button', { name: /Use my location/ }));
    expect(await screen.findByText('Location found: Utrecht, Utrecht, Netherlands')).toBeInTheDocument();
    expect(await screen.findByLabelText('Province')).toHaveValue('NL-UT');
    expect(screen.getByLabelText('City (optional)')).toHaveValue('Utrecht');
    expect(callsTo(mock, 'GET /api/geocode.php')[0]?.url.search).toBe('?lat=52.09000&lon=5.12000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' });
    expect(callsTo(mock, 'PUT /api/profile.php')[0]?.body).toEqual({ country: 'NL', region_code: 'NL-UT', city: 'Utrecht', lat: 52.09, lon: 5.12 });
  });

  it('keeps the text of "about me" when saving fails', async () => {
    stubFetch({ 'PUT /api/profile.php': json({ error: 'invalid_request', message: 'Bad' }, 400) });
    const user = userEvent.setup();
    renderSteps({ steps: ['about', 'complete'] });
    await user.type(screen.getByLabelText('About me'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('About me')).toHaveValue('Hello there');
  });

  it('says when notifications are blocked and lets the member go on', async () => {
    stubPushBrowser();
    Object.defineProperty(window, 'Notification', { value: { permission: 'default', requestPermission: async () => 'denied' }, configurable: true, writable: true });
    bus.settings$.next(makeSettings({ push_public_key: VAPID }));
    stubFetch({});
    const user = userEvent.setup();
    renderSteps({ steps: ['push', 'complete'] });
    await user.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked in your browser.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' })).toBeInTheDocument();
  });

  it('resends the activation e-mail from the complete step and explains the limit', async () => {
    let answer = json({ ok: true });
    const mock = stubFetch({ 'POST /api/activate.php': () => answer, '/api/user.php': makeUser() });
    const user = userEvent.setup();
    renderSteps({ steps: ['complete'] });
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent the e-mail again to ben@example.com.');
    expect(callsTo(mock, 'POST /api/activate.php')[0]?.url.search).toBe('?resend=1');
    answer = json({ error: 'too_many_mails', message: 'Too many' }, 429);
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many e-mails sent, please try again tomorrow.');
  });
});
