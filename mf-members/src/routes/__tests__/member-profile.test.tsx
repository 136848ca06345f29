import { bus, type ProfileDetail, type Settings } from '@amora/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeChat, makeProfile, makeSettings, makeUser, mockApi, recordRequests, renderRoute } from '@amora/shared/testing';
import { makeDetail, setupMembersI18n } from '../../test-utils';
import { MemberProfile } from '../member-profile';

/** The demo site's settings (its fictional icon is 🎭), overridable. */
const setSettings = (over: Partial<Settings> = {}) => bus.settings$.next(makeSettings({ fictional_icon: '🎭', ...over }));

const requests = recordRequests();

beforeAll(setupMembersI18n);
beforeEach(() => {
  loginOnBus();
  setSettings();
  bus.chats$.next([]);
  window.history.pushState(null, '', '/');
});

const renderProfile = (id = '10') => renderRoute('/members/:id', `/members/${id}`, <MemberProfile />);

/** Answers `GET /api/profile.php` with one profile fixture. */
const answerProfile = (profile: ProfileDetail) => mockApi('get', '/api/profile.php', { profile });

/** Renders the profile page of one profile fixture. */
function renderWith(profile: ProfileDetail) {
  answerProfile(profile);
  return renderProfile(String(profile.id));
}

/** Method and JSON body of every request to one path. */
const sent = (path: string) => requests.calls(path).map(({ method, body }) => ({ method, body }));

describe('/members/{id} — member profile (spec §2)', () => {
  it('shows name and age as the heading, where she lives, online, facts, about text and translated interests', async () => {
    answerProfile(makeDetail({ interests: ['travel', 'board_games', 'stand_up_comedy'] }));
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena, 31' })).toBeInTheDocument();
    expect(requests.calls('/api/profile.php', 'get')[0]?.url.searchParams.get('id')).toBe('10');
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
    answerProfile(makeDetail());
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena' })).toBeInTheDocument();
    expect(screen.getByText('Amsterdam')).toBeInTheDocument();
    expect(screen.queryByText('Woman')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Interests' })).not.toBeInTheDocument();
  });

  it('shows a free member the main photo and the others blurred and locked, leading to Premium (spec §2, §6)', async () => {
    answerProfile(makeDetail());
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
    answerProfile(makeDetail());
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Lena, 31' });
    expect(screen.getAllByRole('link', { name: /is locked/ })).toHaveLength(2);
  });

  it('shows a premium member every photo to pick from, premium photos with the gold border', async () => {
    bus.auth$.next(makeUser({ paid_user: true, credits: 150 }));
    answerProfile(makeDetail());
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

  it('offers a member to send a message, or to continue an existing conversation', async () => {
    answerProfile(makeDetail());
    const { unmount } = renderProfile();
    expect(await screen.findByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/members/10/chat');
    unmount();

    bus.chats$.next([makeChat({ id: 100, profile: makeProfile({ id: 10 }) })]);
    renderProfile();
    const chat = await screen.findByRole('link', { name: 'Continue chatting' });
    expect(chat).toHaveAttribute('href', '/chats/100');
    await userEvent.click(chat);
    expect(window.location.pathname).toBe('/chats/100');
  });

  it('likes and unlikes with POST and DELETE /api/likes.php, refreshing the likes on the bus (spec §4)', async () => {
    answerProfile(makeDetail({ liked_by_me: false, blocked_by_me: false }));
    mockApi('post', '/api/likes.php', { liked: true, match: false });
    mockApi('delete', '/api/likes.php', { liked: false });
    const refreshes = jest.fn();
    const sub = bus.on('likes:refresh').subscribe(refreshes);
    renderProfile();
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(await screen.findByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Liked' }));
    expect(await screen.findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(sent('/api/likes.php')).toEqual([
      { method: 'POST', body: { profile: 10 } },
      { method: 'DELETE', body: { profile: 10 } },
    ]);
    expect(refreshes).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/Likes arrive/)).not.toBeInTheDocument();
    sub.unsubscribe();
  });

  it('starts as "Liked" when the member already likes the profile, and shows the match after a mutual like', async () => {
    const { unmount } = renderWith(makeDetail({ liked_by_me: true }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    unmount();

    answerProfile(makeDetail());
    mockApi('post', '/api/likes.php', { liked: true, match: true });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    const match = await screen.findByRole('status');
    expect(match).toHaveTextContent("It's a match!");
    expect(match).toHaveTextContent('You and Lena like each other.');
    expect(within(match).getByRole('link', { name: 'Start chatting' })).toHaveAttribute('href', '/members/10/chat');
  });

  it('says so when a like is refused because of a block', async () => {
    answerProfile(makeDetail());
    mockApi('post', '/api/likes.php', () => apiError(403, 'blocked'));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This member is not available to you.');
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers a gift, sent in the chat, with its cost in credits', async () => {
    setSettings({ gift_credits: 25 });
    renderWith(makeDetail());
    const gift = await screen.findByRole('link', { name: 'Send a gift' });
    expect(gift).toHaveAttribute('href', '/members/10/chat?gift=1');
    expect(gift).toHaveAccessibleDescription('A gift costs 25 credits.');
  });

  it('blocks after confirming, then shows "You blocked" with Unblock instead of the contact buttons (spec §6)', async () => {
    answerProfile(makeDetail());
    mockApi('post', '/api/blocks.php', { ok: true });
    mockApi('delete', '/api/blocks.php', { ok: true });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Lena?' });
    expect(dialog).toHaveTextContent('Lena will no longer see your profile or write to you, and you will not see Lena.');
    // Cancel keeps everything as it was.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('/api/blocks.php')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked Lena')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a gift' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('link', { name: 'Send a message' })).toBeInTheDocument();
    expect(screen.queryByText('You blocked Lena')).not.toBeInTheDocument();
    expect(sent('/api/blocks.php')).toEqual([
      { method: 'POST', body: { profile: 10 } },
      { method: 'DELETE', body: { profile: 10 } },
    ]);
  });

  it('shows "You blocked" for a member the viewer blocked before', async () => {
    renderWith(makeDetail({ blocked_by_me: true }));
    expect(await screen.findByText('You blocked Lena')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('reports a profile with a reason and an optional message, then thanks', async () => {
    answerProfile(makeDetail());
    mockApi('post', '/api/reports.php', { id: 7 }, { status: 201 });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Lena' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');
    expect(sent('/api/reports.php')).toEqual([]);

    const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting Lena?' });
    expect(within(reasons).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['fake', 'spam', 'offensive', 'underage', 'other']);
    await userEvent.click(within(reasons).getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.type(within(dialog).getByLabelText('Tell us more (optional)'), 'Sends links to another site.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you for your report. Our team will look into it.')).toBeInTheDocument();
    expect(sent('/api/reports.php')).toEqual([{ method: 'POST', body: { profile: 10, reason: 'spam', message: 'Sends links to another site.' } }]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the report typed when sending fails', async () => {
    answerProfile(makeDetail());
    mockApi('post', '/api/reports.php', () => apiError(400, 'invalid_request'));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await userEvent.type(within(dialog).getByLabelText('Tell us more (optional)'), 'Stolen photos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(within(dialog).getByLabelText('Tell us more (optional)')).toHaveValue('Stolen photos');
    expect(within(dialog).getByRole('radio', { name: 'Fake profile' })).toBeChecked();
  });

  it('opens sign-up when a visitor likes (liking needs an account, spec §6)', async () => {
    bus.auth$.next(null);
    answerProfile(makeDetail());
    const signups: unknown[] = [];
    const sub = bus.on('signup:open').subscribe((p) => signups.push(p));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(signups).toEqual([{ profile: 10 }]);
    expect(requests.calls('/api/likes.php')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    sub.unsubscribe();
  });

  it('opens sign-up for a visitor who wants to write, with the profile and the message (spec §1)', async () => {
    bus.auth$.next(null);
    answerProfile(makeDetail());
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
    answerProfile(makeDetail({ fictional: true }));
    renderProfile();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(within(heading).getByRole('img', { name: 'fictional profile' }).querySelector('svg')).toBeInTheDocument();
    expect(screen.getByText('Some profiles are fictional.')).toBeInTheDocument();
  });

  it('shows the own profile as a preview without contact buttons', async () => {
    answerProfile(makeDetail({ id: 1, name: 'Ben', gender: 'male', age: 34 }));
    renderProfile('1');
    expect(await screen.findByText('This is how other members see your profile.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /locked/ })).not.toBeInTheDocument();
  });

  it('shows the 404 page "Profile not found" for a missing profile or an invalid id (issue 29)', async () => {
    mockApi('get', '/api/profile.php', () => apiError(404, 'not_found'));
    const { unmount } = renderProfile('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('This profile is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(bus.pageTitle$.getValue()).toBe('Profile not found');
    unmount();

    renderProfile('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(requests.calls('/api/profile.php')).toHaveLength(1);
  });

  it('shows the error with retry when the profile cannot be loaded', async () => {
    let fail = true;
    mockApi('get', '/api/profile.php', () => (fail ? apiError(400, 'bad_thing') : { profile: makeDetail() }));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena, 31' })).toBeInTheDocument();
  });

  describe('private notes (issue 4, settings visible_profile_notes)', () => {
    it('are hidden when the site has no notes, for visitors and on the own profile', async () => {
      const { unmount } = renderWith(makeDetail({ notes: null }));
      await screen.findByRole('heading', { level: 1, name: 'Lena, 31' });
      expect(screen.queryByRole('region', { name: 'My notes about Lena' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Private note')).not.toBeInTheDocument();
      unmount();

      setSettings({ visible_profile_notes: true });
      bus.auth$.next(null);
      const visitor = renderWith(makeDetail());
      await screen.findByRole('heading', { level: 1, name: 'Lena, 31' });
      expect(screen.queryByLabelText('Private note')).not.toBeInTheDocument();
      visitor.unmount();

      bus.auth$.next(makeUser());
      renderWith(makeDetail({ id: 1, name: 'Ben', gender: 'male', age: 34, notes: null }));
      await screen.findByText('This is how other members see your profile.');
      expect(screen.queryByLabelText('Private note')).not.toBeInTheDocument();
    });

    it('shows the note to its author and saves it with PUT /api/notes.php', async () => {
      setSettings({ visible_profile_notes: true });
      answerProfile(makeDetail({ notes: 'Met at the museum.' }));
      mockApi('put', '/api/notes.php', { notes: 'Met at the museum. Loves Vermeer.' });
      renderProfile();
      const card = await screen.findByRole('region', { name: 'My notes about Lena' });
      expect(within(card).getByText('Only you can see these notes.')).toBeInTheDocument();
      const field = within(card).getByLabelText('Private note');
      expect(field).toHaveValue('Met at the museum.');
      expect(field).toHaveAttribute('maxlength', '2000');
      expect(field).toHaveAccessibleDescription(/Only you can see these notes\. Characters: 18\/2000/);
      await userEvent.type(field, ' Loves Vermeer.  ');
      expect(within(card).getByText('Characters: 35/2000')).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
      expect(await within(card).findByText('Notes saved.')).toBeInTheDocument();
      expect(sent('/api/notes.php')).toEqual([{ method: 'PUT', body: { profile: 10, text: 'Met at the museum. Loves Vermeer.  ' } }]);
      expect(field).toHaveValue('Met at the museum. Loves Vermeer.');
      // Editing again clears the confirmation.
      await userEvent.type(field, '!');
      expect(within(card).queryByText('Notes saved.')).not.toBeInTheDocument();
    });

    it('keeps the text and shows the error when saving fails', async () => {
      setSettings({ visible_profile_notes: true });
      let answer = () => apiError(403, 'notes_disabled', { message: 'Profile notes are not available on this site.' });
      answerProfile(makeDetail({ notes: null }));
      mockApi('put', '/api/notes.php', () => answer());
      renderProfile();
      const field = await screen.findByLabelText('Private note');
      expect(field).toHaveValue('');
      await userEvent.type(field, 'Ask about her trip to Lisbon');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Profile notes are not available on this site.');
      expect(field).toHaveValue('Ask about her trip to Lisbon');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Notes saved.')).not.toBeInTheDocument();

      answer = () => apiError(404, 'not_found', { message: 'Profile not found.' });
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This member is not available to you.');
      expect(field).toHaveValue('Ask about her trip to Lisbon');
    });
  });

  it('shows the blocked notice to a member the profile blocked (spec §6)', async () => {
    mockApi('get', '/api/profile.php', () => apiError(403, 'blocked'));
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not available' })).toBeInTheDocument();
    expect(screen.getByText('This profile is not available — the member has chosen not to be in contact with you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.queryByRole('img', { name: 'Photo of Lena' })).not.toBeInTheDocument();
  });
});
