import { bus } from '@amora/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, loginOnBus, makeLikedBy, makeProfile, renderRoutes, setupI18n } from '../../test-utils';
import { Likes } from '../likes';

const lists = {
  liked_by: [
    makeLikedBy({ id: 11, name: 'Anke', age: 29, like_new: true, online: true }),
    makeLikedBy({ id: 12, name: 'Birte', age: 34, like_new: false, main_image: null, city: null, region: 'Bavaria', country: 'DE' }),
  ],
  likes: [makeProfile({ id: 21, name: 'Carla', age: 41, city: 'Oslo', region: null, country: 'NO' })],
  matches: [makeProfile({ id: 31, name: 'Dana', age: 26 }), makeProfile({ id: 32, name: 'Eva', age: 38 })],
};

let fetchMock: jest.Mock;

beforeAll(setupI18n);
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  loginOnBus(lists);
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
    expect(within(anke).getByRole('img', { name: 'Photo of Anke' })).toHaveAttribute('src', 'https://cdn.test/p/11-thumb.jpg');
    expect(within(anke).getByText('Amsterdam, Netherlands')).toBeInTheDocument();
    expect(within(anke).getByText('New')).toHaveClass('badge');
    expect(within(anke).getByText('Online')).toBeInTheDocument();

    expect(within(birte).queryByRole('img')).not.toBeInTheDocument();
    expect(within(birte).getByText('B')).toBeInTheDocument();
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
    loginOnBus({ liked_by: [], likes: [], matches: [] });
    const { unmount } = renderLikes('/likes/matches');
    expect(screen.getByRole('heading', { name: 'No matches yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    unmount();
    renderLikes('/likes/my-likes');
    expect(screen.getByRole('heading', { name: "You haven't liked anyone yet" })).toBeInTheDocument();
  });

  it('says the page does not exist for an unknown list', () => {
    renderLikes('/likes/favourites');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('loads the lists once with a spinner when the bus has none, and publishes them', async () => {
    loginOnBus(null);
    fetchMock.mockResolvedValueOnce(json(lists));
    renderLikes('/likes/matches');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Dana, 26')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/likes.php');
    expect(bus.likes$.value?.matches).toHaveLength(2);
  });

  it('asks visitors to log in instead of loading', () => {
    loginOnBus(null);
    bus.auth$.next(null);
    renderLikes('/likes');
    expect(screen.getByText('Log in to see your likes.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
