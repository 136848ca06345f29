import { bus, computeBadges, type ProfileDetail } from '@amora/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeLikedBy, mockApi, recordRequests, renderWithProviders, setupI18n } from '@amora/shared/testing';
import { makeDetail } from '../../../test-utils';
import ProfileView from '../profile-view';

type SpaWindow = Window & { singleSpaNavigate?: (url: string) => void };

const requests = recordRequests();

/** Answers `GET /api/profile.php` with one profile fixture. */
const answerProfile = (profile: ProfileDetail) => mockApi('get', '/api/profile.php', { profile });

beforeAll(() => setupI18n()); // only `common`: mf_members was never bootstrapped, as inside mf_likes
beforeEach(() => {
  loginOnBus();
  window.history.pushState(null, '', '/likes/m/10');
});
afterEach(() => {
  delete (window as SpaWindow).singleSpaNavigate;
});

describe('mf_members/profile-view — the exposed profile view (docs/design.md §1)', () => {
  it('loads its own texts and works without any router around it', async () => {
    answerProfile(makeDetail());
    renderWithProviders(<ProfileView profileId={10} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena, 31' })).toBeInTheDocument();

    const popstates: string[] = [];
    const onPop = () => popstates.push(window.location.pathname);
    window.addEventListener('popstate', onPop);
    await userEvent.click(screen.getByRole('link', { name: 'Send a message' }));
    window.removeEventListener('popstate', onPop);
    // Routers (single-spa, react-router) follow the History API and popstate.
    expect(window.location.pathname).toBe('/members/10/chat');
    expect(popstates).toEqual(['/members/10/chat']);
  });

  it('navigates through single-spa when it runs, with the active locale\'s prefix', async () => {
    const navigate = jest.fn();
    (window as SpaWindow).singleSpaNavigate = navigate;
    bus.locale$.next('de');
    answerProfile(makeDetail());
    renderWithProviders(<ProfileView profileId={10} />);
    const premium = await screen.findByRole('link', { name: 'Get Premium to see all photos' });
    expect(premium).toHaveAttribute('href', '/de/premium');
    await userEvent.click(premium);
    expect(navigate).toHaveBeenCalledWith('/de/premium');
    expect(window.location.pathname).toBe('/likes/m/10');
  });

  it('says "Profile not found" for a 404', async () => {
    mockApi('get', '/api/profile.php', () => apiError(404, 'not_found'));
    renderWithProviders(<ProfileView profileId={404} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('shows the blocked notice for a member who blocked the viewer, with a link back to the search (spec §6)', async () => {
    mockApi('get', '/api/profile.php', () => apiError(403, 'blocked', { message: 'This member is not available to you.' }));
    renderWithProviders(<ProfileView profileId={10} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not available' })).toBeInTheDocument();
    expect(screen.getByText(/the member has chosen not to be in contact with you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('likes from /likes/m/{id} too, and refreshes the likes lists', async () => {
    answerProfile(makeDetail({ liked_by_me: false }));
    mockApi('post', '/api/likes.php', { liked: true, match: true });
    const refresh = jest.fn();
    const sub = bus.on('likes:refresh').subscribe(refresh);
    renderWithProviders(<ProfileView profileId={10} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText("It's a match!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.calls('/api/likes.php', 'post')).toHaveLength(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    sub.unsubscribe();
  });

  it('clears the new like of the opened member on the server once, and the badge count at once (spec §4)', async () => {
    bus.likes$.next({ likes: [], matches: [], liked_by: [makeLikedBy({ id: 10, like_new: true }), makeLikedBy({ id: 12, like_new: true })] });
    mockApi('put', '/api/likes.php', { ok: true });
    const refreshes: number[] = [];
    const sub = bus.on('likes:refresh').subscribe(() => refreshes.push(1));
    answerProfile(makeDetail());
    renderWithProviders(<ProfileView profileId={10} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena, 31' })).toBeInTheDocument();
    await waitFor(() => expect(refreshes).toHaveLength(1));
    expect(requests.calls('/api/likes.php', 'PUT').map((r) => r.body)).toEqual([{ profile: 10, seen: true }]);
    expect(bus.likes$.value?.liked_by.map((l) => [l.id, l.like_new])).toEqual([
      [10, false],
      [12, true],
    ]);
    expect(computeBadges(bus.chats$.value, bus.likes$.value, bus.auth$.value).newLikes).toBe(1);
    sub.unsubscribe();
  });

  it('sends nothing for a member whose like is not new, or who did not like the viewer', async () => {
    bus.likes$.next({ likes: [], matches: [], liked_by: [makeLikedBy({ id: 10, like_new: false })] });
    answerProfile(makeDetail());
    renderWithProviders(<ProfileView profileId={10} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena, 31' })).toBeInTheDocument();
    expect(requests.calls('/api/likes.php', 'PUT')).toHaveLength(0);
  });
});
