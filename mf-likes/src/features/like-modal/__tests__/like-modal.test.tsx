import { bus } from '@amora/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeLikedBy, makeProfile, mockApi, recordRequests, setupI18n } from '@amora/shared/testing';
import { LIKES_NS } from '../../../i18n/load-locale';
import LikeModal from '../like-modal';

const requests = recordRequests();
const anke = makeLikedBy({ id: 11, name: 'Anke', like_new: true });

beforeAll(() => setupI18n(LIKES_NS, (l) => import(`../../../i18n/${l}.json`)));
beforeEach(() => {
  loginOnBus();
  window.history.replaceState(null, '', '/members');
});

describe('like modal of ?t= (spec §4)', () => {
  it('proposes the newest new like; Like back posts the like and a match opens the match modal', async () => {
    bus.likes$.next({ likes: [], matches: [], liked_by: [makeLikedBy({ id: 10, like_new: false }), anke] });
    mockApi('post', '/api/likes.php', { liked: true, match: true });
    const matches: number[] = [];
    const sub = bus.on('match:found').subscribe(({ profile }) => matches.push(profile.id));
    const onClose = jest.fn();
    render(<LikeModal onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: 'Anke likes you' });
    expect(dialog).toHaveTextContent("Like Anke back and it's a match.");
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/likes/m/11');
    await userEvent.click(screen.getByRole('button', { name: 'Like back' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(requests.calls('/api/likes.php', 'POST').map((r) => r.body)).toEqual([{ profile: 11 }]);
    expect(matches).toEqual([11]);
    expect(requests.calls('/api/suggestions.php')).toHaveLength(0);
    sub.unsubscribe();
  });

  it('proposes a suggestion when no like is new; Not now and Esc close', async () => {
    bus.likes$.next({ likes: [], matches: [], liked_by: [] });
    mockApi('get', '/api/suggestions.php', { profiles: [makeProfile({ id: 5, name: 'Carla' })] });
    const onClose = jest.fn();
    render(<LikeModal onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Do you like Carla?' })).toBeInTheDocument();
    expect(requests.calls('/api/suggestions.php')[0]?.url.searchParams.get('numResults')).toBe('1');
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/members/5');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the modal with an error when the like fails, and closes itself when there is nobody to propose', async () => {
    bus.likes$.next({ likes: [], matches: [], liked_by: [anke] });
    mockApi('post', '/api/likes.php', () => apiError(403, 'blocked'));
    const { unmount } = render(<LikeModal onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Like back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This member is no longer available.');
    unmount();

    bus.likes$.next({ likes: [], matches: [], liked_by: [] });
    mockApi('get', '/api/suggestions.php', { profiles: [] });
    const onClose = jest.fn();
    render(<LikeModal onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
