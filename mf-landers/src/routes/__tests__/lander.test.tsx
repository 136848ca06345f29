import { type RouteMatch, bus, matchRoute } from '@amora/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests } from '@amora/shared/testing';
import { makeProfile, setupI18n, visit } from '../../__tests__/fixtures';
import { Root } from '../../root';
import { Lander } from '../lander';

const strip = { profiles: [makeProfile(1, 'Anna'), makeProfile(2, 'Eva'), makeProfile(3, 'Mia', 'Delft')], total: 3, total_capped: false, next_cursor: null, pageNumber: 1, numResults: 12, similar: [] };

const requests = recordRequests();

beforeAll(setupI18n);

function listenSignup() {
  const opened = jest.fn();
  const sub = bus.on('signup:open').subscribe(opened);
  return { opened, stop: () => sub.unsubscribe() };
}

describe('marketing landers `/landers/*` (spec §2)', () => {
  it('tinderswipe: skip shows the next profile, like opens sign-up with that profile', async () => {
    mockApi('get', '/api/members.php', strip);
    visit('/landers/tinderswipe');
    const { opened, stop } = listenSignup();
    render(<Root />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Swipe, like, meet' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip Anna' }));
    expect(opened).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Like Eva' }));
    expect(opened).toHaveBeenCalledWith({ profile: 2 });
    expect(screen.getByRole('button', { name: 'Like Mia' })).toBeInTheDocument();
    expect(requests.all.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual(['GET /api/members.php?numResults=12']);

    await userEvent.click(screen.getByRole('button', { name: 'Skip Mia' }));
    expect(screen.getByRole('heading', { name: 'You have seen everyone for now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(opened).toHaveBeenLastCalledWith({});
    stop();
  });

  it('gallery: every photo opens sign-up with its profile and the slug stays in the URL', async () => {
    mockApi('get', '/api/members.php', strip);
    visit('/landers/gallery/summer-campaign');
    const { opened, stop } = listenSignup();
    render(<Root />);

    const grid = await screen.findByRole('list');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Meet Mia' }));
    expect(opened).toHaveBeenCalledWith({ profile: 3 });
    expect(window.location.pathname).toBe('/landers/gallery/summer-campaign');
    stop();
  });

  it('maplanding: names the members’ city and hides the list silently when the API refuses', async () => {
    mockApi('get', '/api/members.php', strip);
    visit('/landers/maplanding');
    const { unmount } = render(<Root />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles near Utrecht' })).toBeInTheDocument();
    unmount();

    mockApi('get', '/api/members.php', () => apiError(403, 'authentication_required'));
    render(<Root />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles near you' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Say hi to/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Join for free' })).toBeInTheDocument();
  });

  it('leaves unknown lander URLs to the shell (404) and shows "not found" for an unknown variant', async () => {
    visit('/landers/nosuchpage');
    const { container } = render(<Root />);
    expect(container).toBeEmptyDOMElement();
    const { route } = matchRoute('/landers/video') as RouteMatch;
    render(<Lander route={{ ...route, part: { key: 'nosuchpage', file: '' } }} params={{}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(requests.all).toHaveLength(0);
  });
});
