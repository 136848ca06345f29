import { bus } from '@amora/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, json, loginOnBus, makeProfile, renderRoute, setSettings, setupI18n, stubFetch } from '../../test-utils';
import { MatchFinder } from '../match-finder';
import { SwipeGame } from '../swipe-game';

const anna = makeProfile({ id: 11, name: 'Anna', age: 28 });
const bea = makeProfile({ id: 12, name: 'Bea', age: 33 });
const cleo = makeProfile({ id: 13, name: 'Cleo', age: 41 });
const dora = makeProfile({ id: 14, name: 'Dora', age: 25 });

const page = (profiles: unknown[], total: number, pageNumber = 1) => json({ profiles, total, pageNumber, numResults: 10, similar: [] });
/** The name of the member shown (the link in the card's heading). */
const shown = () => within(screen.getByRole('heading', { level: 2 })).getByRole('link').textContent;

beforeAll(setupI18n);
beforeEach(() => {
  setSettings();
  loginOnBus();
});

describe('/match-finder (spec §2)', () => {
  it('shows 10 suggestions one at a time: Next moves on and comes back round, Skip drops a member', async () => {
    const fetchMock = stubFetch({ '/api/members.php': () => page([anna, bea, cleo], 3) });
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    expect(screen.getByRole('heading', { level: 1, name: 'Match finder' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Anna, 28' })).toHaveAttribute('href', '/members/11');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    // A man is shown women (the member fixture is male).
    expect(Object.fromEntries(calls(fetchMock, '/api/members.php')[0]?.searchParams ?? [])).toMatchObject({ numResults: '10', pageNumber: '1', gender: 'female' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('Bea, 33');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(shown()).toBe('Cleo, 41');
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('Anna, 28');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('Cleo, 41');

    const like = screen.getByRole('button', { name: /Like/ });
    expect(like).toBeDisabled();
    expect(like).toHaveAccessibleDescription('Likes arrive with the next update.');
  });

  it('offers the next 10 once every member of the round was skipped', async () => {
    const fetchMock = stubFetch({ '/api/members.php': (url) => (url.searchParams.get('pageNumber') === '2' ? page([dora], 11, 2) : page([anna], 11)) });
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    await screen.findByRole('link', { name: 'Anna, 28' });
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('You skipped everyone in this round.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More suggestions' }));
    expect(await screen.findByRole('link', { name: 'Dora, 25' })).toBeInTheDocument();
    expect(calls(fetchMock, '/api/members.php').map((u) => u.searchParams.get('pageNumber'))).toEqual(['1', '2']);
  });

  it('asks visitors to log in or join', () => {
    bus.auth$.next(null);
    const fetchMock = stubFetch({});
    renderRoute('/match-finder', '/match-finder', <MatchFinder />);
    expect(screen.getByText('Log in or join for free to see members picked for you.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/swipe-game (spec §2, §6)', () => {
  it('states the 4 likes per day rule and moves through members', async () => {
    stubFetch({ '/api/members.php': () => page([anna, bea], 2) });
    renderRoute('/swipe-game', '/swipe-game', <SwipeGame />);
    expect(screen.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeInTheDocument();
    expect(screen.getByText('You can like up to 4 members per day.')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Anna, 28' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('Bea, 33');
  });
});
