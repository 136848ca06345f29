import { bus } from '@amora/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, json, loginOnBus, makeDetail, renderRoute, setSettings, setupI18n, stubFetch } from '../../test-utils';
import { MemberProfile } from '../member-profile';

beforeAll(setupI18n);
beforeEach(() => {
  setSettings();
  loginOnBus();
  bus.chats$.next([]);
  window.history.pushState(null, '', '/');
});

const renderProfile = (id = '10') => renderRoute('/members/:id', `/members/${id}`, <MemberProfile />);

describe('/members/{id} — member profile (spec §2)', () => {
  it('shows name and age as the heading, where she lives, online, facts, about text and translated interests', async () => {
    const fetchMock = stubFetch({ '/api/profile.php': () => json({ profile: makeDetail({ interests: ['travel', 'board_games', 'stand_up_comedy'] }) }) });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena, 31' })).toBeInTheDocument();
    expect(calls(fetchMock, '/api/profile.php')[0]?.searchParams.get('id')).toBe('10');
    expect(screen.getByText('Amsterdam, Noord-Holland, Netherlands')).toBeInTheDocument();
    expect(screen.getByText('Online now')).toBeInTheDocument();
    expect(screen.getByText('Woman')).toBeInTheDocument();
    expect(screen.getByText('31 years')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About me' })).toBeInTheDocument();
    expect(screen.getByText('I love long walks on the beach.')).toBeInTheDocument();
    const interests = screen.getByRole('region', { name: 'Interests' });
    // Known keys are translated, a key the texts do not know yet is shown readable.
    expect(within(interests).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Travel', 'Board games', 'Stand up comedy']);
    expect(screen.getByRole('img', { name: 'Photo of Lena' })).toHaveAttribute('src', 'https://cdn.test/p/10.jpg');
    await userEvent.click(screen.getByRole('link', { name: /Back to search/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/members$/);
  });

  it('shows only the fields the site makes visible', async () => {
    setSettings({ visible_profile_fields: ['city', 'about'] });
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail() }) });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena' })).toBeInTheDocument();
    expect(screen.getByText('Amsterdam')).toBeInTheDocument();
    expect(screen.queryByText('Woman')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Interests' })).not.toBeInTheDocument();
  });

  it('shows a free member the main photo and the others blurred and locked, leading to Premium (spec §2, §6)', async () => {
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail() }) });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Lena, 31' });
    const photos = screen.getByRole('list', { name: '3 photos' });
    expect(within(photos).getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute('aria-pressed', 'true');
    const locked = within(photos).getAllByRole('link', { name: /is locked – get Premium to see it$/ });
    expect(locked.map((a) => a.getAttribute('aria-label'))).toEqual(['Photo 2 of 3 is locked – get Premium to see it', 'Photo 3 of 3 is locked – get Premium to see it']);
    for (const link of locked) {
      expect(link).toHaveClass('mf-members-photo-locked');
      expect(link).toHaveAttribute('href', '/premium');
    }
    // The premium photo keeps its gold border, locked or not.
    expect(locked[1]).toHaveClass('mf-members-photo-premium');
    expect(within(photos).queryByRole('button', { name: /photo 2|photo 3/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Lena' })).toHaveAttribute('src', 'https://cdn.test/p/10.jpg');

    const premium = screen.getByRole('link', { name: 'Get Premium to see all photos' });
    expect(premium).toHaveAttribute('href', '/premium');
    await userEvent.click(premium);
    expect(window.location.pathname).toBe('/premium');
  });

  it('shows visitors the same locked photos', async () => {
    bus.auth$.next(null);
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail() }) });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Lena, 31' });
    expect(screen.getAllByRole('link', { name: /is locked/ })).toHaveLength(2);
  });

  it('shows a premium member every photo to pick from, premium photos with the gold border', async () => {
    loginOnBus({ paid_user: true, credits: 150 });
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail() }) });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Lena, 31' });
    const photos = screen.getByRole('list', { name: '3 photos' });
    const thumbs = within(photos).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['Show photo 1 of 3', 'Show photo 2 of 3', 'Show photo 3 of 3']);
    expect(thumbs.map((b) => b.classList.contains('mf-members-photo-premium'))).toEqual([false, false, true]);
    expect(screen.queryByRole('link', { name: /locked/ })).not.toBeInTheDocument();
    expect(document.querySelector('.mf-members-photo-locked')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get Premium to see all photos' })).not.toBeInTheDocument();

    await userEvent.click(thumbs[2] as HTMLElement);
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Photo of Lena' })).toHaveAttribute('src', 'https://cdn.test/p/10-c.jpg');
    expect(screen.getByText('Premium photo')).toBeInTheDocument();
  });

  it('offers a member to send a message, or to continue an existing conversation; Like waits for the next release', async () => {
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail() }) });
    const { unmount } = renderProfile();
    expect(await screen.findByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/members/10/chat');
    const like = screen.getByRole('button', { name: /Like/ });
    expect(like).toBeDisabled();
    expect(like).toHaveAccessibleDescription('Likes arrive with the next update.');
    unmount();

    bus.chats$.next([{ id: 100, profile_id: 10, profile: makeDetail(), num_unread_messages: 0, last_message: null, updated_at: '2026-01-01T00:00:00Z' }]);
    renderProfile();
    const chat = await screen.findByRole('link', { name: 'Continue chatting' });
    expect(chat).toHaveAttribute('href', '/chats/100');
    await userEvent.click(chat);
    expect(window.location.pathname).toBe('/chats/100');
  });

  it('opens sign-up for a visitor who wants to write, with the profile and the message (spec §1)', async () => {
    bus.auth$.next(null);
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail() }) });
    const signups: unknown[] = [];
    const sub = bus.on('signup:open').subscribe((p) => signups.push(p));
    renderProfile();
    const send = await screen.findByRole('button', { name: 'Send a message' });
    await userEvent.click(send);
    await userEvent.type(screen.getByLabelText('Write Lena a message'), '  Hi Lena!  ');
    await userEvent.click(send);
    expect(signups).toEqual([{ profile: 10 }, { profile: 10, message: 'Hi Lena!' }]);
    expect(screen.queryByRole('link', { name: 'Send a message' })).not.toBeInTheDocument();
    sub.unsubscribe();
  });

  it('shows the fictional icon and the site\'s fictional warning on fictional profiles', async () => {
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail({ fictional: true }) }) });
    renderProfile();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(within(heading).getByRole('img', { name: 'fictional profile' })).toHaveTextContent('🎭');
    expect(screen.getByText('Some profiles are fictional.')).toBeInTheDocument();
  });

  it('shows the own profile as a preview without contact buttons', async () => {
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail({ id: 1, name: 'Ben', gender: 'male', age: 34 }) }) });
    renderProfile('1');
    expect(await screen.findByText('This is how other members see your profile.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /locked/ })).not.toBeInTheDocument();
  });

  it('says "Profile not found" for a missing profile or an invalid id', async () => {
    const fetchMock = stubFetch({ '/api/profile.php': () => json({ error: 'not_found', message: 'Profile not found.' }, 404) });
    const { unmount } = renderProfile('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByText('This profile is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    unmount();

    renderProfile('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(calls(fetchMock, '/api/profile.php')).toHaveLength(1);
  });

  it('shows the error with retry when the profile cannot be loaded', async () => {
    let fail = true;
    stubFetch({ '/api/profile.php': () => (fail ? json({ error: 'bad_thing', message: 'x' }, 400) : json({ profile: makeDetail() })) });
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena, 31' })).toBeInTheDocument();
  });

  it('shows the blocked notice to a member the profile blocked (spec §6)', async () => {
    stubFetch({ '/api/profile.php': () => json({ error: 'blocked', message: 'Blocked.' }, 403) });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not available' })).toBeInTheDocument();
    expect(screen.getByText(/This member has blocked you/)).toBeInTheDocument();
  });
});
