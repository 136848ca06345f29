import { type LikeModalProps, type MatchModalProps, bus, navigate, setRemoteLoader } from '@amora/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginOnBus, makeLikedBy, makeProfile, resetBus } from '@amora/shared/testing';
import { LikeModalHost } from '../like-modal-host';
import { type LikeModalRequest, likeModalDelay, likeModalRequest } from '../like-modal-request';

/** The like modal request of the current address, as the chrome makes it when the page opens. */
const requestHere = (): LikeModalRequest => likeModalRequest(window.location.pathname, window.location.search) as LikeModalRequest;
import { MatchModalHost } from '../match-modal-host';

/** Stand-ins for mf_likes' exposed modals: they show what the host handed them. */
function FakeMatchModal({ profile, onClose }: MatchModalProps) {
  return (
    <div role="dialog" aria-label="match">
      {profile ? `match with ${profile.name}` : 'auto-like'}
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}
function FakeLikeModal({ onClose }: LikeModalProps) {
  return (
    <div role="dialog" aria-label="like">
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

const loader = jest.fn(async (id: string) => ({ default: id === 'mf_likes/match-modal' ? FakeMatchModal : FakeLikeModal }));

beforeEach(() => {
  loader.mockClear();
  setRemoteLoader(loader as never);
});
afterEach(() => jest.useRealTimers());

describe('match modal host (spec §2, §7)', () => {
  beforeEach(() => loginOnBus());

  it('opens on match:found with the matched profile', async () => {
    render(<MatchModalHost />);
    act(() => bus.emit('match:found', { profile: makeProfile({ id: 4, name: 'Dana' }) }));
    expect(await screen.findByRole('dialog', { name: 'match' })).toHaveTextContent('match with Dana');
  });

  it('shows a match announced before it was mounted (initial: the chrome caught it while this host loaded)', async () => {
    render(<MatchModalHost initial={makeProfile({ id: 5, name: 'Eva' })} />);
    expect(await screen.findByRole('dialog', { name: 'match' })).toHaveTextContent('match with Eva');
  });

  it('opens without a profile (auto-like) once for a match the member has not seen, not for seen ones', async () => {
    const dana = makeProfile({ id: 4, name: 'Dana' });
    bus.likes$.next({ likes: [dana], matches: [dana], liked_by: [makeLikedBy({ id: 4, like_new: false })] });
    render(<MatchModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const unseen = { likes: [dana], matches: [dana], liked_by: [makeLikedBy({ id: 4, like_new: true })] };
    act(() => bus.likes$.next(unseen));
    expect(await screen.findByRole('dialog', { name: 'match' })).toHaveTextContent('auto-like');
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    // The same unseen match on the next refresh does not open it a second time.
    act(() => bus.likes$.next({ ...unseen }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_likes/match-modal');
  });
});

describe('like modal host: ?t= (spec §4)', () => {
  it('reads t as whole seconds up to an hour', () => {
    expect(likeModalDelay('?t=3')).toBe(3);
    expect(likeModalDelay('?a=1&t=0')).toBe(0);
    expect(likeModalDelay('?t=-1')).toBeNull();
    expect(likeModalDelay('?t=2.5')).toBeNull();
    expect(likeModalDelay('?t=3601')).toBeNull();
    expect(likeModalDelay('')).toBeNull();
  });

  it('shows the like modal to a member after t seconds, then removes t from the URL', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    loginOnBus();
    window.history.replaceState(null, '', '/members?page=2&t=3#top');
    render(<LikeModalHost request={requestHere()} />);
    await act(() => jest.advanceTimersByTimeAsync(2_999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?page=2&t=3');
    await act(() => jest.advanceTimersByTimeAsync(1));
    jest.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'like' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/members?page=2#top');
    expect(loader).toHaveBeenCalledWith('mf_likes/like-modal');
  });

  it('offers a visitor the sign-up instead (liking needs an account)', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    resetBus();
    const signups: unknown[] = [];
    const sub = bus.on('signup:open').subscribe((p) => signups.push(p));
    window.history.replaceState(null, '', '/?t=1');
    render(<LikeModalHost request={requestHere()} />);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(signups).toEqual([{}]);
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    sub.unsubscribe();
  });

  it('keeps the request the chrome saw when the page rewrote its query before the host loaded; leaving cancels it, coming back does not restart it', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    loginOnBus();
    window.history.replaceState(null, '', '/members?t=2');
    const request = requestHere();
    // mf_members writes its filters into the address, without t, while the lazy host still loads.
    window.history.replaceState(null, '', '/members?gender=female');
    const { unmount } = render(<LikeModalHost request={request} />);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    jest.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'like' })).toBeInTheDocument();
    unmount();

    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    window.history.replaceState(null, '', '/likes?t=2');
    const other = requestHere();
    render(<LikeModalHost request={other} />);
    act(() => navigate('/chats'));
    act(() => navigate('/likes'));
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    jest.useRealTimers();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('removes an invalid t at once and shows nothing', async () => {
    loginOnBus();
    window.history.replaceState(null, '', '/members?t=soon');
    render(<LikeModalHost request={requestHere()} />);
    expect(window.location.search).toBe('');
    expect(loader).not.toHaveBeenCalled();
  });
});
