import { type Image, type OwnPhotos, type OwnProfileDetail, type User, bus } from '@amora/shared';
import { HttpResponse, apiError, loginOnBus, makeProfile, mockApi, recordRequests, renderRoute, resetBus } from '@amora/shared/testing';
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage } from '../../features/profile-editor/api/load-page';
import { setupMembersI18n } from '../../test-utils';
import { OwnProfile } from '../own-profile';

// The account cards belong to another feature with its own tests.
jest.mock('../../features/account/account-settings', () => ({ AccountSettings: () => <section aria-label="Account settings" /> }));
// jsdom cannot load pages; the language switch's reload is checked by its URL.
jest.mock('../../features/profile-editor/api/load-page', () => ({ loadPage: jest.fn() }));

beforeAll(setupMembersI18n);

const requests = recordRequests();

const photo = (id: number, status: Image['status'] = 'active'): Image => ({ id, filename: `media/photos/1/${id}.webp`, thumb_filename: `media/photos/1/${id}-thumb.webp`, status, premium: false });

function ownProfile(over: Partial<OwnProfileDetail> = {}): OwnProfileDetail {
  return {
    ...makeProfile({ id: 1, name: 'Ben', gender: 'male', age: 34, country: 'NL', region: 'Noord-Holland', city: 'Haarlem', about: 'Runner and cook.' }),
    images: [photo(1)],
    liked_by_me: false,
    blocked_by_me: false,
    interests: ['travel'],
    looking_for: 'female',
    invisible: false,
    date_of_birth: '1991-04-02',
    lat: null,
    lon: null,
    ...over,
  };
}

const REGIONS = { regions: { NL: { label: 'province', items: [{ code: 'NL-NH', name: 'Noord-Holland' }, { code: 'NL-UT', name: 'Utrecht' }] } } };

/**
 * The answers every /profile render needs; a test adds its own with `mockApi` afterwards (the
 * latest handler of a call wins). `GET /api/user.php` answers the member set with `setUser`, else
 * the one on the bus.
 */
function stubProfileApi(photos: OwnPhotos = { images: [photo(1), photo(2, 'pending')], limit: 3, main_image_id: 1 }) {
  let user: User | null = null;
  mockApi('get', '/api/profile.php', { profile: ownProfile() });
  mockApi('get', '/api/photos.php', photos);
  mockApi('get', '/api/interests.php', { interests: ['travel', 'cooking', 'music', 'hiking'].map((key, i) => ({ id: i + 1, key })) });
  mockApi('get', '/api/regions.php', REGIONS);
  mockApi('get', '/api/user.php', () => user ?? (bus.auth$.value as User));
  return { setUser: (next: User) => (user = next) };
}

const renderProfile = () => renderRoute('/profile', '/profile', <OwnProfile />);
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetBus();
  localStorage.clear();
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: undefined, configurable: true });
});

describe('/profile — editing the own profile (spec §2)', () => {
  it('asks visitors to log in', async () => {
    renderProfile();
    expect(screen.getByText('Log in to see your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // Give a stray request the time to start before checking that none was sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.all).toHaveLength(0);
  });

  it('shows the cards: photos, details, location, privacy and language, then the account settings', async () => {
    loginOnBus();
    stubProfileApi();
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ben');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Photos', 'Profile details', 'Location', 'Privacy and language']);
    expect(screen.getByRole('region', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my public profile' })).toHaveAttribute('href', '/members/1');
    expect(requests.calls('/api/profile.php', 'get')[0]?.url.searchParams.get('id')).toBe('1');
  });

  it('does not remind an unconfirmed member to confirm the e-mail: /profile is the settings (spec §4)', async () => {
    const member = loginOnBus({ status: 'not_confirmed', email: 'new@example.com' });
    bus.auth$.next({ ...member, profile: { ...member.profile, status: 'disabled' } });
    stubProfileApi();
    renderProfile();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ben');
    expect(screen.queryByText(/confirm your e-mail address/i)).not.toBeInTheDocument();
  });
});

describe('/profile — photos (spec §1, §5)', () => {
  it('lists own photos with thumbnails, the main photo and the review badge, and the count of 3', async () => {
    loginOnBus();
    stubProfileApi();
    renderProfile();
    const photos = section('Photos');
    const list = await within(photos).findByRole('list', { name: 'Your photos' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('img')).toHaveAttribute('src', 'https://cdn.test/media/photos/1/1-thumb.webp');
    expect(within(items[0] as HTMLElement).getByText('Main photo')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /Set as main photo/ })).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Pending review')).toBeInTheDocument();
    expect(within(photos).getByText('2 of 3 photos')).toBeInTheDocument();
    expect(within(photos).getByLabelText('Add a photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    // The picker a member sees is a button in the site's language; the bare file input (whose
    // "Choose File" is in the browser's language) is visually hidden inside it.
    expect(within(photos).getByLabelText('Add a photo')).toHaveClass('visually-hidden');
    expect(within(photos).getByLabelText('Add a photo').closest('label')).toHaveClass('btn');
  });

  it('uploads the file bytes with their content type, shows the pending photo and refreshes the member on the bus', async () => {
    loginOnBus();
    const refreshed = { ...(bus.auth$.value as User), profile: { ...(bus.auth$.value as User).profile, images_count: 3 } };
    const { setUser } = stubProfileApi();
    const uploads: { contentType: string | null; credentials: RequestCredentials; bytes: string }[] = [];
    mockApi(
      'post',
      '/api/photos.php',
      async ({ request }) => {
        uploads.push({ contentType: request.headers.get('Content-Type'), credentials: request.credentials, bytes: await request.clone().text() });
        return { image: photo(3, 'pending') };
      },
      { status: 201 },
    );
    setUser(refreshed);
    renderProfile();
    const photos = section('Photos');
    const input = await within(photos).findByLabelText('Add a photo');
    // Node's File, not jsdom's: Node's fetch (which MSW intercepts here) sends only a real Blob's bytes.
    const file = new NodeFile(['jpeg-bytes'], 'me.jpg', { type: 'image/jpeg' }) as unknown as File;
    await userEvent.upload(input, file);
    expect(await within(photos).findByText('Your photo has been uploaded. Other members will see it once it has been reviewed.')).toBeInTheDocument();
    expect(uploads).toEqual([{ contentType: 'image/jpeg', credentials: 'same-origin', bytes: 'jpeg-bytes' }]);
    expect(within(photos).getAllByText('Pending review')).toHaveLength(2);
    expect(within(photos).getByText('3 of 3 photos')).toBeInTheDocument();
    await waitFor(() => expect(bus.auth$.value?.profile.images_count).toBe(3));
  });

  it('explains the photo limit and offers free members Premium with 25 photos', async () => {
    loginOnBus();
    stubProfileApi();
    mockApi('post', '/api/photos.php', () => apiError(403, 'photo_limit', { message: 'You can upload up to 3 photos.', limit: 3 }));
    renderProfile();
    const photos = section('Photos');
    await userEvent.upload(await within(photos).findByLabelText('Add a photo'), new File(['x'], 'me.png', { type: 'image/png' }));
    const alert = await within(photos).findByRole('alert');
    expect(alert).toHaveTextContent('You can upload up to 3 photos.');
    expect(alert).toHaveTextContent('Premium members can upload up to 25 photos.');
    expect(within(alert).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  });

  it('disables the upload when the limit is reached; premium members get no Premium offer', async () => {
    loginOnBus({ paid_user: true });
    stubProfileApi({ images: [photo(1), photo(2), photo(3)], limit: 3, main_image_id: 1 });
    renderProfile();
    const photos = section('Photos');
    expect(await within(photos).findByLabelText('Add a photo')).toBeDisabled();
    expect(within(photos).getByRole('alert')).toHaveTextContent(/^You can upload up to 3 photos\.$/);
  });

  it('names too large, unsupported and unreadable files and a lost connection', async () => {
    loginOnBus();
    stubProfileApi();
    const answers = [
      () => apiError(413, 'image_too_large', { message: 'Too large', max_bytes: 10 * 1024 * 1024 }),
      () => apiError(415, 'unsupported_image', { message: 'Unsupported' }),
      () => apiError(400, 'invalid_image', { message: 'Invalid' }),
      () => HttpResponse.error(),
    ];
    mockApi('post', '/api/photos.php', () => {
      const next = answers.shift();
      if (!next) throw new Error('more uploads than expected');
      return next();
    });
    renderProfile();
    const photos = section('Photos');
    const input = await within(photos).findByLabelText('Add a photo');
    const upload = () => userEvent.upload(input, new File(['x'], 'me.webp', { type: 'image/webp' }));
    await upload();
    expect(await within(photos).findByRole('alert')).toHaveTextContent('This photo is too large. The maximum is 10 MB.');
    await upload();
    expect(await within(photos).findByRole('alert')).toHaveTextContent('This file type is not supported. Choose a JPEG, PNG or WebP image.');
    await upload();
    expect(await within(photos).findByRole('alert')).toHaveTextContent('This file could not be read as an image. Please choose another photo.');
    await upload();
    expect(await within(photos).findByRole('alert')).toHaveTextContent('The upload failed. Check your internet connection and try again.');
    expect(answers).toHaveLength(0);
  });

  it('sets another photo as main and deletes a photo after confirming', async () => {
    loginOnBus();
    stubProfileApi();
    mockApi('put', '/api/photos.php', { images: [photo(1), photo(2, 'pending')], limit: 3, main_image_id: 2 });
    mockApi('delete', '/api/photos.php', { images: [photo(2, 'pending')], limit: 3, main_image_id: 2 });
    renderProfile();
    const photos = section('Photos');
    await userEvent.click(await within(photos).findByRole('button', { name: 'Set as main photo: photo 2' }));
    expect(await within(photos).findByText('Your main photo has been changed.')).toBeInTheDocument();
    expect(requests.calls('/api/photos.php', 'put')[0]?.body).toEqual({ image: 2, main: true });
    await waitFor(() => expect(requests.calls('/api/user.php', 'get').length).toBeGreaterThan(0));

    await userEvent.click(within(photos).getByRole('button', { name: 'Delete photo 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(await within(photos).findByText('The photo has been deleted.')).toBeInTheDocument();
    expect(requests.calls('/api/photos.php', 'delete')[0]?.body).toEqual({ image: 1 });
    expect(within(photos).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/profile — profile details (spec §3, §5)', () => {
  it('saves name, about, gender, looking for, date of birth and interests with PUT /api/profile.php', async () => {
    loginOnBus();
    stubProfileApi();
    mockApi('put', '/api/profile.php', ({ body }) => ({ profile: ownProfile(body as Partial<OwnProfileDetail>) }));
    renderProfile();
    const form = await screen.findByRole('region', { name: 'Profile details' });
    const name = await within(form).findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Benjamin');
    const about = within(form).getByRole('textbox', { name: 'About me' });
    await userEvent.clear(about);
    await userEvent.type(about, 'Hello');
    expect(within(form).getByText('5 / 2000 characters')).toBeInTheDocument();
    expect(about).toHaveAttribute('maxlength', '2000');
    await userEvent.click(within(form).getByRole('radio', { name: 'Both' }));
    fireEvent.change(within(form).getByLabelText('Date of birth'), { target: { value: '1990-12-24' } });
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Hiking' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Travel' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your changes have been saved.');
    expect(requests.calls('/api/profile.php', 'put')[0]?.body).toEqual({
      name: 'Benjamin',
      about: 'Hello',
      gender: 'male',
      looking_for: 'both',
      date_of_birth: '1990-12-24',
      interests: ['hiking'],
    });
    await waitFor(() => expect(requests.calls('/api/user.php', 'get').length).toBeGreaterThan(0));
  });

  it('limits the date picker to 18 years ago and checks the age before sending', async () => {
    loginOnBus();
    stubProfileApi();
    renderProfile();
    const form = await screen.findByRole('region', { name: 'Profile details' });
    const dob = await within(form).findByLabelText('Date of birth');
    const now = new Date();
    const max = `${now.getFullYear() - 18}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    if (!(now.getMonth() === 1 && now.getDate() === 29)) expect(dob).toHaveAttribute('max', max);
    fireEvent.change(dob, { target: { value: `${now.getFullYear() - 10}-01-01` } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(dob).toHaveAccessibleDescription(expect.stringContaining('Enter your date of birth (18+)')));
    expect(dob).toHaveFocus();
    expect(requests.calls('/api/profile.php', 'put')).toHaveLength(0);
  });

  it('shows the API error next to its field and keeps everything typed', async () => {
    loginOnBus();
    stubProfileApi();
    const answers = [
      () => apiError(400, 'name_starts_with_at', { message: 'The name may not start with @.' }),
      () => apiError(400, 'too_young', { message: 'Too young', min_age: 18 }),
    ];
    mockApi('put', '/api/profile.php', () => {
      const next = answers.shift();
      if (!next) throw new Error('more saves than expected');
      return next();
    });
    renderProfile();
    const form = await screen.findByRole('region', { name: 'Profile details' });
    const name = await within(form).findByRole('textbox', { name: 'Name' });
    // The API's rule for a name may be stricter than the form's (here: a full-width @).
    await userEvent.clear(name);
    await userEvent.type(name, '＠ben');
    const about = within(form).getByRole('textbox', { name: 'About me' });
    await userEvent.type(about, ' And a reader.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Your name may not start with @.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('＠ben');
    expect(about).toHaveValue('Runner and cook. And a reader.');

    await userEvent.clear(name);
    await userEvent.type(name, 'Ben');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    const dob = within(form).getByLabelText('Date of birth');
    await waitFor(() => expect(dob).toHaveAccessibleDescription(expect.stringContaining('Enter your date of birth (18+)')));
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(dob).toHaveValue('1991-04-02');
    expect(about).toHaveValue('Runner and cook. And a reader.');
    expect(requests.calls('/api/profile.php', 'put')).toHaveLength(2);
  });

  it('rejects a name equal to the e-mail address before sending', async () => {
    loginOnBus();
    stubProfileApi();
    renderProfile();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ben@Demo.amora.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Your name may not be your e-mail address.'));
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Ben@Demo.amora.test');
    expect(requests.calls('/api/profile.php', 'put')).toHaveLength(0);
  });
});

describe('/profile — location (spec §4 geolocation)', () => {
  it('explains a denied geolocation permission', async () => {
    loginOnBus();
    stubProfileApi();
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError) },
      configurable: true,
    });
    renderProfile();
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(within(location).getByTestId('geolocation-permission')).toHaveTextContent('unknown');
    await userEvent.click(within(location).getByRole('button', { name: 'Use my current location' }));
    const alert = await within(location).findByRole('alert');
    expect(alert).toHaveTextContent('Location access is blocked for this site.');
    expect(alert).toHaveTextContent(/allow location access in your browser's site settings/);
    expect(within(location).getByTestId('geolocation-permission')).toHaveTextContent('blocked');
  });

  it('shows the permission state of the Permissions API, and unsupported without geolocation', async () => {
    loginOnBus();
    stubProfileApi();
    const { unmount } = renderProfile();
    let location = await screen.findByRole('region', { name: 'Location' });
    expect(within(location).getByTestId('geolocation-permission')).toHaveTextContent('not supported by this browser');
    expect(within(location).queryByRole('button', { name: 'Use my current location' })).not.toBeInTheDocument();
    unmount();

    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: jest.fn() }, configurable: true });
    const status = { state: 'denied', addEventListener: jest.fn(), removeEventListener: jest.fn() };
    Object.defineProperty(navigator, 'permissions', { value: { query: jest.fn(async () => status) }, configurable: true });
    renderProfile();
    location = await screen.findByRole('region', { name: 'Location' });
    await waitFor(() => expect(within(location).getByTestId('geolocation-permission')).toHaveTextContent('blocked'));
    expect(within(location).getByRole('alert')).toHaveTextContent('Location access is blocked for this site.');
  });

  it('fills the place from the current position (geocode cached for an hour) and saves it', async () => {
    loginOnBus();
    stubProfileApi();
    mockApi('get', '/api/geocode.php', { city: 'Amsterdam', region: 'Noord-Holland', region_code: 'NL-NH', country: 'NL', lat: 52.37403, lon: 4.88969 });
    mockApi('put', '/api/profile.php', { profile: ownProfile({ city: 'Amsterdam', lat: 52.37403, lon: 4.88969 }) });
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 52.3731, longitude: 4.8922 } } as GeolocationPosition) },
      configurable: true,
    });
    renderProfile();
    const location = await screen.findByRole('region', { name: 'Location' });
    await userEvent.click(within(location).getByRole('button', { name: 'Use my current location' }));
    expect(await within(location).findByRole('status')).toHaveTextContent('Found: Amsterdam, Noord-Holland, Netherlands. Save to keep this location.');
    expect(within(location).getByTestId('geolocation-permission')).toHaveTextContent('allowed');
    expect(requests.calls('/api/geocode.php', 'get')[0]?.url.searchParams.get('lat')).toBe('52.37310');
    expect(within(location).getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
    expect(within(location).getByRole('combobox', { name: 'Province' })).toHaveValue('NL-NH');
    expect(within(location).getByRole('textbox', { name: 'Town or city' })).toHaveValue('Amsterdam');

    // A second lookup of the same spot within the hour comes from localStorage.
    await userEvent.click(within(location).getByRole('button', { name: 'Use my current location' }));
    await within(location).findByRole('status');
    expect(requests.calls('/api/geocode.php', 'get')).toHaveLength(1);

    await userEvent.click(within(location).getByRole('button', { name: 'Save location' }));
    expect(await within(location).findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(requests.calls('/api/profile.php', 'put')[0]?.body).toEqual({ country: 'NL', region_code: 'NL-NH', city: 'Amsterdam', lat: 52.37403, lon: 4.88969 });
  });

  it('lets the member choose country and region (labelled per country) and type the town', async () => {
    loginOnBus();
    stubProfileApi();
    mockApi('put', '/api/profile.php', () => apiError(400, 'invalid_region', { message: 'Invalid region' }));
    renderProfile();
    const location = await screen.findByRole('region', { name: 'Location' });
    const region = await within(location).findByRole('combobox', { name: 'Province' });
    // The profile's region name selects its code.
    await waitFor(() => expect(region).toHaveValue('NL-NH'));
    await userEvent.selectOptions(region, 'NL-UT');
    const city = within(location).getByRole('textbox', { name: 'Town or city' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Utrecht');
    await userEvent.click(within(location).getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(region).toHaveAccessibleDescription('Choose a region of the selected country.'));
    expect(requests.calls('/api/profile.php', 'put')[0]?.body).toEqual({ country: 'NL', region_code: 'NL-UT', city: 'Utrecht' });
    expect(city).toHaveValue('Utrecht');
    expect(within(location).getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
  });
});

describe('/profile — privacy and language (spec §1, §4)', () => {
  it('switches invisible mode with PUT /api/profile.php and explains what it hides', async () => {
    loginOnBus();
    stubProfileApi();
    mockApi('put', '/api/profile.php', { profile: ownProfile({ invisible: true }) });
    renderProfile();
    const privacy = await screen.findByRole('region', { name: 'Privacy and language' });
    const toggle = within(privacy).getByRole('switch', { name: 'Invisible mode' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('hidden from search, messaging and likes'));
    await userEvent.click(toggle);
    expect(await within(privacy).findByRole('status')).toHaveTextContent('Invisible mode is on.');
    expect(toggle).toBeChecked();
    expect(requests.calls('/api/profile.php', 'put')[0]?.body).toEqual({ invisible: true });
  });

  it('switches back when saving invisible mode fails', async () => {
    loginOnBus();
    stubProfileApi();
    mockApi('put', '/api/profile.php', () => apiError(400, 'invalid_request', { message: 'Bad' }));
    renderProfile();
    const privacy = await screen.findByRole('region', { name: 'Privacy and language' });
    const toggle = within(privacy).getByRole('switch', { name: 'Invisible mode' });
    await userEvent.click(toggle);
    expect(await within(privacy).findByRole('alert')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('offers the 11 languages in their own names and saves the choice with PUT /api/user.php', async () => {
    loginOnBus();
    stubProfileApi();
    mockApi('put', '/api/user.php', () => bus.auth$.value as User);
    window.history.pushState(null, '', '/profile?tab=1');
    renderProfile();
    const privacy = await screen.findByRole('region', { name: 'Privacy and language' });
    const select = within(privacy).getByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Dansk', 'Deutsch', 'English', 'Español', 'Suomi', 'Français', 'Italiano', 'Norsk bokmål', 'Nederlands', 'Polski', 'Svenska',
    ]);
    expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'de');
    await waitFor(() => expect(requests.calls('/api/user.php', 'put')[0]?.body).toEqual({ language: 'de' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/de/profile?tab=1'));
    expect(document.cookie).toContain('locale=de');
  });
});
