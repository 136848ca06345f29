import { bus, computeBadges, setRemoteLoader } from '@amora/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginOnBus, makeLikedBy, renderRoutes, setupI18n } from '@amora/shared/testing';
import { LIKES_NS } from '../../i18n/load-locale';
import { LikeProfile } from '../like-profile';
import { Likes } from '../likes';

/** Stands in for mf_members' exposed profile view. */
function FakeProfileView({ profileId }: { profileId: number }) {
  return <h1>Profile {profileId}</h1>;
}

const likedBy = [makeLikedBy({ id: 11, name: 'Anke', like_new: true }), makeLikedBy({ id: 12, name: 'Birte', like_new: true })];

beforeAll(() => setupI18n(LIKES_NS, (l) => import(`../../i18n/${l}.json`)));
beforeEach(() => {
  loginOnBus();
  bus.likes$.next({ liked_by: likedBy, likes: [], matches: [] });
});

const renderApp = (path: string) => renderRoutes(path, { '/likes': <Likes />, '/likes/m/:id': <LikeProfile />, '/likes/:type': <Likes /> });

describe('/likes/m/{id} — a profile from the likes (spec §2, §4)', () => {
  it('shows a localized error with retry when the profile view cannot be loaded', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('remote down')).mockResolvedValueOnce({ default: FakeProfileView });
    setRemoteLoader(loader as never);
    renderApp('/likes/m/12');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Profile 12' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_members/profile-view');
  });

  it('clears the new-like flag, announces like:opened and the New badge drops', async () => {
    setRemoteLoader((async () => ({ default: FakeProfileView })) as never);
    const opened: number[] = [];
    const sub = bus.on('like:opened').subscribe((p) => opened.push(p.profile));

    renderApp('/likes');
    expect(screen.getAllByText('New')).toHaveLength(2);
    await userEvent.click(screen.getByRole('link', { name: 'Anke, 31' }));

    expect(await screen.findByRole('heading', { name: 'Profile 11' })).toBeInTheDocument();
    expect(bus.likes$.value?.liked_by.map((l) => [l.id, l.like_new])).toEqual([
      [11, false],
      [12, true],
    ]);
    expect(computeBadges(bus.chats$.value, bus.likes$.value, bus.auth$.value).newLikes).toBe(1);
    expect(opened).toEqual([11]);

    await userEvent.click(screen.getByRole('link', { name: 'Back to likes' }));
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Birte, 31' }).closest('article')).toHaveTextContent('New');
    sub.unsubscribe();
  });
});
