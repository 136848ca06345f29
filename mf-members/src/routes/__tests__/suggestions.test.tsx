import { bus, formatDate, type Profile } from '@amora/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeProfile, mockApi, recordRequests, renderRoute } from '@amora/shared/testing';
import { DEFAULT_FILTERS } from '../../features/search/filters';
import { useSearchStore } from '../../features/search/stores/search-store';
import { resetSearch, setupMembersI18n } from '../../test-utils';
import { MatchFinder } from '../match-finder';
import { SwipeGame } from '../swipe-game';

const anna = makeProfile({ id: 11, name: 'Anna', age: 28 });
const bea = makeProfile({ id: 12, name: 'Bea', age: 33 });
const cleo = makeProfile({ id: 13, name: 'Cleo', age: 41 });
const RESETS_AT = '2026-03-02T23:00:00.000Z';
/** A `POST /api/swipe.php` answer. */
type SwipeAnswer = { likes_left: number; resets_at: string; match: boolean };

/** A `GET /api/suggestions.php` answer. */
const batch = (profiles: Profile[]) => ({ profiles });
/** The name of the member shown (the link in the card's heading). */
const shown = () => within(screen.getByRole('heading', { level: 2 })).getByRole('link').textContent;

const requests = recordRequests();
/** Method and JSON body of every request to one path. */
const sent = (path: string) => requests.calls(path).map(({ method, body }) => ({ method, body }));
/** The URLs of the requests to one path. */
const calls = (path: string) => requests.calls(path).map((r) => r.url);

beforeAll(setupMembersI18n);
beforeEach(() => {
  loginOnBus();
  resetSearch();
});

describe('/match-finder (spec §2)', () => {
  it('shows suggestions one at a time: Like sends POST /api/likes.php and moves on, Pass moves on', async () => {
    mockApi('get', '/api/suggestions.php', batch([anna, bea, cleo]));
    mockApi('post', '/api/likes.php', { liked: true, match: false });
    const refresh = jest.fn();
    const sub = bus.on('likes:refresh').subscribe(refresh);
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    expect(screen.getByRole('heading', { level: 1, name: 'Match finder' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Anna, 28' })).toHaveAttribute('href', '/members/11');
    // Without a search of this member, the API picks the gender (looking_for).
    expect(Object.fromEntries(calls('/api/suggestions.php')[0]?.searchParams ?? [])).toEqual({ numResults: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('link', { name: 'Bea, 33' })).toBeInTheDocument();
    expect(sent('/api/likes.php')).toEqual([{ method: 'POST', body: { profile: 11 } }]);
    expect(refresh).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(shown()).toBe('Cleo, 41');
    expect(sent('/api/likes.php')).toHaveLength(1);
    expect(screen.queryByText("It's a match!")).not.toBeInTheDocument();
    sub.unsubscribe();
  });

  it('follows the filters of the member\'s last search', async () => {
    useSearchStore.setState({ filters: { ...DEFAULT_FILTERS, gender: 'female', country: 'NL', min_age: 25, max_age: 40 }, viewer: 1, status: 'ready' });
    mockApi('get', '/api/suggestions.php', batch([anna]));
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    await screen.findByRole('link', { name: 'Anna, 28' });
    expect(Object.fromEntries(calls('/api/suggestions.php')[0]?.searchParams ?? [])).toEqual({ gender: 'female', country: 'NL', min_age: '25', max_age: '40', numResults: '10' });
  });

  it('shows the match with a link to the chat', async () => {
    mockApi('get', '/api/suggestions.php', batch([anna, bea]));
    mockApi('post', '/api/likes.php', { liked: true, match: true });
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    const match = await screen.findByRole('status');
    expect(match).toHaveTextContent("It's a match!You and Anna like each other.");
    expect(within(match).getByRole('link', { name: 'Start chatting' })).toHaveAttribute('href', '/members/11/chat');
    expect(shown()).toBe('Bea, 33');
  });

  it('says "No more suggestions" at the end of the deck, with a link to change the filters', async () => {
    mockApi('get', '/api/suggestions.php', batch([anna]));
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pass' }));
    expect(screen.getByRole('heading', { level: 2, name: 'No more suggestions' })).toBeInTheDocument();
    expect(calls('/api/suggestions.php')).toHaveLength(1);
    const links = screen.getAllByRole('link', { name: 'Change filters' });
    await userEvent.click(links[links.length - 1] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/members$/);
  });

  it('loads the next batch once a full one is used up, leaving out members already passed', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => makeProfile({ id: 100 + i, name: `M${i}`, age: 30 }));
    let round = 0;
    mockApi('get', '/api/suggestions.php', () => batch(round++ === 0 ? ten : [ten[0] as Profile, anna]));
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    await screen.findByRole('link', { name: 'M0, 30' });
    for (let i = 0; i < 10; i++) await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('link', { name: 'Anna, 28' })).toBeInTheDocument();
    expect(calls('/api/suggestions.php')).toHaveLength(2);
  });

  it('likes with → and passes with ←', async () => {
    mockApi('get', '/api/suggestions.php', batch([anna, bea, cleo]));
    mockApi('post', '/api/likes.php', { liked: true, match: false });
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    await screen.findByRole('link', { name: 'Anna, 28' });
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-keyshortcuts', 'ArrowRight');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Bea, 33');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('link', { name: 'Cleo, 41' })).toBeInTheDocument();
    expect(sent('/api/likes.php')).toEqual([{ method: 'POST', body: { profile: 12 } }]);
  });

  it('asks visitors to log in or join', () => {
    bus.auth$.next(null);
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    expect(screen.getByText('Log in or join for free to see members picked for you.')).toBeInTheDocument();
    expect(requests.all).toHaveLength(0);
  });
});

describe('/swipe-game (spec §2, §6)', () => {
  /** Three suggestions, and `/api/swipe.php` answering GET with the quota and POST with `post(body)`. */
  function stubSwipe(likesLeft: number, post: (body: { profile: number; like: boolean }) => SwipeAnswer | Response) {
    mockApi('get', '/api/suggestions.php', batch([anna, bea, cleo]));
    mockApi('get', '/api/swipe.php', { likes_left: likesLeft, likes_per_day: 4, resets_at: RESETS_AT });
    mockApi('post', '/api/swipe.php', ({ body }) => post(body as { profile: number; like: boolean }));
  }

  it('shows the likes left today; Like and Pass go to POST /api/swipe.php', async () => {
    let left = 3;
    stubSwipe(3, (body) => ({ likes_left: body.like ? --left : left, resets_at: RESETS_AT, match: false }));
    renderRoute('/swipe-game', '/swipe-game', <SwipeGame />);
    expect(screen.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeInTheDocument();
    expect(await screen.findByText('3 of 4 likes left today')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Anna, 28' });

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('2 of 4 likes left today')).toBeInTheDocument();
    expect(shown()).toBe('Bea, 33');
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('link', { name: 'Cleo, 41' })).toBeInTheDocument();
    expect(sent('/api/swipe.php')).toEqual([
      { method: 'GET', body: null },
      { method: 'POST', body: { profile: 11, like: true } },
      { method: 'POST', body: { profile: 12, like: false } },
    ]);
    expect(calls('/api/likes.php')).toHaveLength(0);
  });

  it('explains the daily limit on 429 swipe_limit, with the reset time in the member\'s locale; Pass still works', async () => {
    stubSwipe(1, (body) =>
      body.like
        ? apiError(429, 'swipe_limit', { message: 'You have used your 4 likes for today.', resets_at: RESETS_AT })
        : { likes_left: 0, resets_at: RESETS_AT, match: false },
    );
    renderRoute('/swipe-game', '/swipe-game', <SwipeGame />);
    expect(await screen.findByText('1 of 4 likes left today')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Anna, 28' });
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));

    const time = formatDate(RESETS_AT, 'en', { hour: 'numeric', minute: '2-digit' });
    const text = `You have used your 4 likes for today. New likes at ${time}.`;
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('0 of 4 likes left today')).toBeInTheDocument();
    // The refused like keeps Anna on screen; Like is off and says why.
    expect(shown()).toBe('Anna, 28');
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toBeDisabled();
    expect(like).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(screen.getByRole('link', { name: 'Go to the match finder' })).toHaveAttribute('href', '/match-finder');

    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('link', { name: 'Bea, 33' })).toBeInTheDocument();
    await act(async () => {
      await userEvent.keyboard('{ArrowRight}');
    });
    expect(shown()).toBe('Bea, 33');
    expect(sent('/api/swipe.php').filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', body: { profile: 11, like: true } },
      { method: 'POST', body: { profile: 11, like: false } },
    ]);
  });

  it('starts with the limit message when no likes are left today (time in the active locale)', async () => {
    bus.locale$.next('de');
    stubSwipe(0, () => ({ likes_left: 0, resets_at: RESETS_AT, match: false }));
    renderRoute('/swipe-game', '/swipe-game', <SwipeGame />);
    const time = formatDate(RESETS_AT, 'de', { hour: 'numeric', minute: '2-digit' });
    expect(await screen.findByText(`You have used your 4 likes for today. New likes at ${time}.`)).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Anna, 28' });
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeEnabled();
  });

  it('states the rule to visitors and asks them to log in or join', () => {
    bus.auth$.next(null);
    renderRoute('/swipe-game', '/swipe-game', <SwipeGame />);
    expect(screen.getByText('You can like up to 4 members per day.')).toBeInTheDocument();
    expect(screen.getByText('Log in or join for free to see members picked for you.')).toBeInTheDocument();
    expect(requests.all).toHaveLength(0);
  });
});
