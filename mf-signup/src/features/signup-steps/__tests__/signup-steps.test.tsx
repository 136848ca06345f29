import { bus } from '@amora/shared';
import { apiError, makeSettings, mockApi, recordRequests, renderWithProviders, resetBus, setupI18n } from '@amora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSignupLocale, SIGNUP_NAMESPACE } from '../../../i18n/load-locale';
import { allSignupSteps } from '../missing-steps';
import { SignupSteps, type SignupStepsProps } from '../signup-steps';
import { makeOwnProfile } from '@amora/shared/testing';
import { makeNewMember as makeUser } from './fixtures';

const requests = recordRequests();
const callsTo = (key: string) => {
  const [method = 'GET', path = ''] = key.split(' ');
  return requests.calls(path, method);
};

const REGIONS = { regions: { NL: { label: 'province', items: [{ code: 'NL-UT', name: 'Utrecht' }, { code: 'NL-NH', name: 'North Holland' }] } } };
const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

function renderSteps(props: Partial<SignupStepsProps> = {}) {
  const handlers = { onFinished: jest.fn(), onClose: jest.fn(), onLeave: jest.fn() };
  renderWithProviders(<SignupSteps steps={allSignupSteps(false)} done={1} profile={null} email="ben@example.com" {...handlers} {...props} />);
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

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));
beforeEach(() => {
  resetBus({ cdn_prefix: 'https://cdn.test/', countries: ['NL', 'DE'], geoip_country: 'NL', push_public_key: '' });
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
    let upload: { type: string | null; credentials: string } | null = null;
    mockApi(
      'post',
      '/api/photos.php',
      ({ request }) => {
        // (jsdom's File does not reach Node's fetch as bytes, so the body itself is not compared.)
        upload = { type: request.headers.get('content-type'), credentials: request.credentials };
        return { image: { id: 1, filename: 'a.webp', thumb_filename: 'a-t.webp', status: 'pending', premium: false } };
      },
      { status: 201 },
    );
    mockApi('get', '/api/regions.php', REGIONS);
    mockApi('put', '/api/profile.php', { profile: makeOwnProfile(makeUser()) });
    mockApi('post', '/api/user.php', { ok: true });
    mockApi('get', '/api/user.php', makeUser({ push_subscribed: true }));
    const user = userEvent.setup();
    const { onFinished } = renderSteps({ steps: allSignupSteps(true) });

    // Photo: labelled file input, preview, raw upload with the file's type.
    expect(screen.getByRole('heading', { name: 'Add a profile photo' })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 6' })).toBeInTheDocument();
    const file = photo();
    // A button in the site's language, not the browser's "Choose File" of a bare file input.
    expect(screen.getByLabelText('Choose a photo')).toHaveClass('visually-hidden');
    expect(screen.getByLabelText('Choose a photo').closest('label')).toHaveClass('btn');
    await user.upload(screen.getByLabelText('Choose a photo'), file);
    expect(screen.getByRole('img', { name: 'Preview of your photo' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(upload).toEqual({ type: 'image/jpeg', credentials: 'same-origin' }));

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
    expect(callsTo('PUT /api/profile.php').map((c) => c.body)).toEqual([
      { country: 'NL', region_code: 'NL-UT', city: 'Utrecht' },
      { gender: 'male', looking_for: 'female' },
      { about: 'I like cycling.' },
    ]);
    expect(callsTo('POST /api/user.php')[0]?.url.search).toBe('?push=1');
    await waitFor(() => expect(bus.auth$.value?.push_subscribed).toBe(true));
    expect(screen.getByRole('link', { name: 'See suggested profiles' })).toHaveAttribute('href', '/signup-matches');
  });

  it('skips every step without saving anything', async () => {
    mockApi('get', '/api/regions.php', REGIONS);
    mockApi('get', '/api/user.php', makeUser());
    const user = userEvent.setup();
    const { onFinished, onClose } = renderSteps();
    for (const heading of ['Add a profile photo', 'Where do you live?', 'Tell us about yourself', 'About me']) {
      expect(await screen.findByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
      expect(onFinished).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Skip' }));
    }
    expect(await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' })).toBeInTheDocument();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(requests.all.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not a picture before uploading and explains a photo limit', async () => {
    mockApi('post', '/api/photos.php', () => apiError(403, 'photo_limit', { message: 'You can upload up to 3 photos.', limit: 3 }));
    mockApi('get', '/api/user.php', makeUser());
    const user = userEvent.setup({ applyAccept: false });
    renderSteps({ steps: ['photo', 'complete'] });
    await user.upload(screen.getByLabelText('Choose a photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByLabelText('Choose a photo')).toHaveAccessibleDescription('This file type is not supported. Choose a JPEG, PNG or WebP picture.');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(requests.all).toEqual([]);

    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload up to 3 photos.');
    expect(screen.getByRole('heading', { name: 'Add a profile photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of your photo' })).toBeInTheDocument();
  });

  it('sends the same picture again after a failed upload, and goes on once it is stored', async () => {
    let tries = 0;
    mockApi(
      'post',
      '/api/photos.php',
      () => (++tries === 1 ? apiError(503, 'unavailable') : { image: { id: 1, filename: 'a.webp', thumb_filename: 'a-t.webp', status: 'pending', premium: false } }),
      { status: 201 },
    );
    const user = userEvent.setup();
    renderSteps({ steps: ['photo', 'complete'] });
    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of your photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' })).toBeInTheDocument();
    expect(tries).toBe(2);
  });

  it('keeps the location typed when the region is refused, and marks the region', async () => {
    mockApi('get', '/api/regions.php', REGIONS);
    mockApi('put', '/api/profile.php', () => apiError(400, 'invalid_region'));
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
    expect(callsTo('PUT /api/profile.php')).toHaveLength(1);
  });

  it('fills the location from the browser position with "Use my location"', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 52.09, longitude: 5.12 } } as GeolocationPosition) },
      configurable: true,
    });
    mockApi('get', '/api/regions.php', REGIONS);
    mockApi('get', '/api/geocode.php', { city: 'Utrecht', region: 'Utrecht', region_code: 'NL-UT', country: 'NL', lat: 52.09, lon: 5.12 });
    mockApi('put', '/api/profile.php', { profile: makeOwnProfile(makeUser()) });
    mockApi('get', '/api/user.php', makeUser());
    const user = userEvent.setup();
    renderSteps({ steps: ['location', 'complete'], done: 0 });
    await user.click(screen.getByRole('button', { name: /Use my location/ }));
    expect(await screen.findByText('Location found: Utrecht, Utrecht, Netherlands')).toBeInTheDocument();
    expect(await screen.findByLabelText('Province')).toHaveValue('NL-UT');
    expect(screen.getByLabelText('City (optional)')).toHaveValue('Utrecht');
    expect(callsTo('GET /api/geocode.php')[0]?.url.search).toBe('?lat=52.09000&lon=5.12000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' });
    expect(callsTo('PUT /api/profile.php')[0]?.body).toEqual({ country: 'NL', region_code: 'NL-UT', city: 'Utrecht', lat: 52.09, lon: 5.12 });
  });

  it('keeps the text of "about me" when saving fails', async () => {
    mockApi('put', '/api/profile.php', () => apiError(400, 'invalid_request'));
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
    mockApi('get', '/api/user.php', makeUser());
    const user = userEvent.setup();
    renderSteps({ steps: ['push', 'complete'] });
    await user.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked in your browser.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail to confirm your account' })).toBeInTheDocument();
  });

  it('resends the activation e-mail from the complete step and explains the limit', async () => {
    mockApi('post', '/api/activate.php', { ok: true }, { once: true });
    mockApi('get', '/api/user.php', makeUser());
    const user = userEvent.setup();
    renderSteps({ steps: ['complete'] });
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent the e-mail again to ben@example.com.');
    expect(callsTo('POST /api/activate.php')[0]?.url.search).toBe('?resend=1');
    mockApi('post', '/api/activate.php', () => apiError(429, 'too_many_mails'));
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many e-mails sent, please try again tomorrow.');
  });
});
