import { bus } from '@amora/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeProfile, mockApi, recordRequests, renderRoute, resetBus } from '@amora/shared/testing';
import { setupMembersI18n } from '../../../../test-utils';
import { MemberCard } from '../member-card';

const lena = makeProfile({ id: 10, name: 'Lena', age: 31 });
const requests = recordRequests();

beforeAll(setupMembersI18n);
beforeEach(() => {
  loginOnBus();
  bus.likes$.next({ likes: [], liked_by: [], matches: [] });
});

describe('search results: like from a card (spec §2, §4)', () => {
  it('likes with one call, shows the pressed heart at once, and a match opens the match modal', async () => {
    mockApi('post', '/api/likes.php', { liked: true, match: true });
    const matches: number[] = [];
    const sub = bus.on('match:found').subscribe(({ profile }) => matches.push(profile.id));
    renderRoute('/members', '/members', <MemberCard profile={lena} />);
    const heart = screen.getByRole('button', { name: 'Like Lena' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await screen.findByRole('button', { name: 'Unlike Lena' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(matches).toEqual([10]));
    expect(requests.calls('/api/likes.php', 'POST').map((r) => r.body)).toEqual([{ profile: 10 }]);
    expect(bus.likes$.value?.likes.map((p) => p.id)).toEqual([10]);
    // The card's link still opens the profile.
    expect(screen.getByRole('link', { name: 'Lena, 31' })).toHaveAttribute('href', '/members/10');
    sub.unsubscribe();
  });

  it('unlikes a liked member; a refused like (blocked) puts the heart back and says why', async () => {
    bus.likes$.next({ likes: [lena], liked_by: [], matches: [] });
    mockApi('delete', '/api/likes.php', { liked: false });
    renderRoute('/members', '/members', <MemberCard profile={lena} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unlike Lena' }));
    expect(await screen.findByRole('button', { name: 'Like Lena' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests.calls('/api/likes.php', 'DELETE')).toHaveLength(1);

    mockApi('post', '/api/likes.php', () => apiError(403, 'blocked'));
    await userEvent.click(screen.getByRole('button', { name: 'Like Lena' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not available');
    expect(screen.getByRole('button', { name: 'Like Lena' })).toHaveAttribute('aria-pressed', 'false');
    expect(bus.likes$.value?.likes).toEqual([]);
  });

  it('asks a visitor to sign up, and shows no heart on the member’s own card', async () => {
    resetBus();
    const signups: unknown[] = [];
    const sub = bus.on('signup:open').subscribe((p) => signups.push(p));
    const { unmount } = renderRoute('/members', '/members', <MemberCard profile={lena} />);
    await userEvent.click(screen.getByRole('button', { name: 'Like Lena' }));
    expect(signups).toEqual([{ profile: 10 }]);
    expect(requests.calls('/api/likes.php')).toHaveLength(0);
    unmount();
    sub.unsubscribe();

    const me = loginOnBus();
    renderRoute('/members', '/members', <MemberCard profile={makeProfile({ id: me.profile.id, name: 'Me' })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
