import { bus } from '@amora/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LikesState, likesState } from '@amora/contracts';
import { apiError, loginOnBus, makeLikedBy, makeProfile, mockApi, recordRequests, renderRoutes, setupI18n } from '@amora/shared/testing';
import { LIKES_NS } from '../../i18n/load-locale';
import { Likes } from '../likes';

const lists: LikesState = {
  liked_by: [
    makeLikedBy({ id: 11, name: 'Anke', age: 29, like_new: true, online: true }),
    makeLikedBy({ id: 12, name: 'Birte', age: 34, like_new: false, online: false, main_image: null, city: null, region: 'Bavaria', country: 'DE' }),
  ],
  likes: [makeProfile({ id: 21, name: 'Carla', age: 41, online: false, city: 'Oslo', region: null, country: 'NO' })],
  matches: [makeProfile({ id: 31, name: 'Dana', age: 26, online: false }), makeProfile({ id: 32, name: 'Eva', age: 38, online: false })],
};

const requests = recordRequests();

beforeAll(() => setupI18n(LIKES_NS, (l) => import(`../../i18n/${l}.json`)));
beforeEach(() => {
  loginOnBus();
  bus.likes$.next(lists);
});

const renderLikes = (path: string) => renderRoutes(path, { '/likes': <Likes />, '/likes/:type': <Likes /> });
const cards = () => screen.getAllByRole('article');

describe('/likes — likes lists (spec §2)', () => {
  it('opens on "Liked me" with a card per member, the New badge only on new likes', () => {
    renderLikes('/likes');
    expect(screen.getByRole('heading', { level: 1, name: 'Likes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Liked me/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /^Liked me/ })).toHaveTextContent('Liked me1, 1 new like');

    const [anke, birte] = cards() as [HTMLElement, HTMLElement];
    expect(cards()).toHaveLength(2);
    expect(within(anke).getByRole('link', { name: 'Anke, 29' })).toHaveAttribute('href', '/likes/m/11');
    // The grid shows the card at about 265 px: the full photo, and the 96 px thumbnail only where it is sharp (issue 12).
    const photo = within(anke).getByRole('img', { name: 'Photo of Anke' });
    expect(photo).toHaveAttribute('src', 'https://cdn.test/p/11.jpg');
    expect(photo).toHaveAttribute('srcset', 'https://cdn.test/p/11-thumb.jpg 96w, https://cdn.test/p/11.jpg 1200w');
    expect(photo).toHaveAttribute('sizes', '(min-width: 1400px) 330px, (min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw');
    expect(within(anke).getByText('Amsterdam, Netherlands')).toBeInTheDocument();
    expect(within(anke).getByText('New')).toHaveClass('badge');
    expect(within(anke).getByText('Online')).toBeInTheDocument();

    // No photo: the silhouette by gender stands in for it, named like a photo, no initial (issue 29).
    expect(within(birte).getByRole('img', { name: 'Photo of Birte' })).toHaveAttribute('data-placeholder', 'female');
    expect(within(birte).queryByText('B')).not.toBeInTheDocument();
    expect(within(birte).getByText('Bavaria, Germany')).toBeInTheDocument();
    expect(within(birte).queryByText('New')).not.toBeInTheDocument();
  });

  it('switches lists with the tabs', async () => {
    renderLikes('/likes');
    await userEvent.click(screen.getByRole('link', { name: 'My likes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/likes/my-likes');
    expect(screen.getByRole('link', { name: 'My likes' })).toHaveAttribute('aria-current', 'page');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Carla, 41']);
    expect(screen.getByText('Oslo, Norway')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Matches' }));
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Dana, 26', 'Eva, 38']);
    expect(within(cards()[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/likes/m/31');

    await userEvent.click(screen.getByRole('link', { name: /^Liked me/ }));
    expect(cards()).toHaveLength(2);
  });

  it('shows an empty state per tab', () => {
    bus.likes$.next({ liked_by: [], likes: [], matches: [] });
    const { unmount } = renderLikes('/likes/matches');
    expect(screen.getByRole('heading', { name: 'No matches yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    unmount();
    renderLikes('/likes/my-likes');
    expect(screen.getByRole('heading', { name: "You haven't liked anyone yet" })).toBeInTheDocument();
  });

  it('shows the 404 page, titled so, for an unknown list (issue 29)', () => {
    renderLikes('/likes/favourites');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(bus.pageTitle$.getValue()).toBe('This page could not be found');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('loads the lists once with a spinner when the bus has none, and publishes them', async () => {
    bus.likes$.next(null);
    mockApi('get', '/api/likes.php', lists, { schema: likesState });
    renderLikes('/likes/matches');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Dana, 26')).toBeInTheDocument();
    expect(requests.all.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /api/likes.php']);
    expect(bus.likes$.value?.matches.map((m) => m.id)).toEqual([31, 32]);
    expect(bus.badges$.value.newLikes).toBe(1);
  });

  it('shows the error with a retry when the first load fails', async () => {
    bus.likes$.next(null);
    mockApi('get', '/api/likes.php', lists, { schema: likesState });
    mockApi('get', '/api/likes.php', () => apiError(400, 'invalid_request'), { once: true });
    renderLikes('/likes/my-likes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(bus.likes$.value).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Carla, 41')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.calls('/api/likes.php')).toHaveLength(2);
  });

  it('asks visitors to log in instead of loading', () => {
    bus.likes$.next(null);
    bus.auth$.next(null);
    renderLikes('/likes');
    expect(screen.getByText('Log in to see your likes.')).toBeInTheDocument();
    expect(requests.all).toHaveLength(0);
  });
});
