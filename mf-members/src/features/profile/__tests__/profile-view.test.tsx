import { bus, initI18n } from '@amora/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, json, loginOnBus, makeDetail, setSettings, stubFetch } from '../../../test-utils';
import ProfileView from '../profile-view';

type SpaWindow = Window & { singleSpaNavigate?: (url: string) => void };

beforeAll(() => initI18n('en')); // only `common`: mf_members was never bootstrapped, as inside mf_likes
beforeEach(() => {
  setSettings();
  loginOnBus();
  bus.locale$.next('en');
  window.history.pushState(null, '', '/likes/m/10');
});
afterEach(() => {
  delete (window as SpaWindow).singleSpaNavigate;
});

describe('mf_members/profile-view — the exposed profile view (DESIGN.md §1)', () => {
  it('loads its own texts and works without any router around it', async () => {
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail() }) });
    render(<ProfileView profileId={10} />);
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
    stubFetch({ '/api/profile.php': () => json({ profile: makeDetail() }) });
    render(<ProfileView profileId={10} />);
    const premium = await screen.findByRole('link', { name: 'Get Premium to see all photos' });
    expect(premium).toHaveAttribute('href', '/de/premium');
    await userEvent.click(premium);
    expect(navigate).toHaveBeenCalledWith('/de/premium');
    expect(window.location.pathname).toBe('/likes/m/10');
  });

  it('says "Profile not found" for a 404', async () => {
    stubFetch({ '/api/profile.php': () => json({ error: 'not_found', message: 'Profile not found.' }, 404) });
    render(<ProfileView profileId={404} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('shows the blocked notice for a member who blocked the viewer, with a link back to the search (spec §6)', async () => {
    stubFetch({ '/api/profile.php': () => json({ error: 'blocked', message: 'This member is not available to you.' }, 403) });
    render(<ProfileView profileId={10} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not available' })).toBeInTheDocument();
    expect(screen.getByText(/the member has chosen not to be in contact with you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('likes from /likes/m/{id} too, and refreshes the likes lists', async () => {
    const fetchMock = stubFetch({
      '/api/profile.php': () => json({ profile: makeDetail({ liked_by_me: false }) }),
      '/api/likes.php': () => json({ liked: true, match: true }),
    });
    const refresh = jest.fn();
    const sub = bus.on('likes:refresh').subscribe(refresh);
    render(<ProfileView profileId={10} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText("It's a match!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls(fetchMock, '/api/likes.php')).toHaveLength(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    sub.unsubscribe();
  });
});
