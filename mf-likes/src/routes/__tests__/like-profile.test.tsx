import { bus, setRemoteLoader } from '@amora/shared';
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
});
