import { bus, type User } from '@amora/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests } from '@amora/shared/testing';
import { makeProfile, setupI18n, visit } from '../../__tests__/fixtures';
import { Root } from '../../root';

const members = (profiles = [makeProfile(1, 'Anna'), makeProfile(2, 'Eva', null, false)]) => ({ profiles, total: profiles.length, total_capped: false, next_cursor: null, pageNumber: 1, numResults: 8, similar: [] });

const requests = recordRequests();

beforeAll(setupI18n);

describe('visitor landing `/` (spec §2 index)', () => {
  it('shows the hero with the site name and a "Join for free" button that opens sign-up', async () => {
    mockApi('get', '/api/members.php', members());
    visit('/', { name: 'Amora Dating' });
    const opened = jest.fn();
    const sub = bus.on('signup:open').subscribe(opened);
    render(<Root />);

    expect(screen.getByRole('heading', { level: 1, name: 'Real people nearby, ready to meet you' })).toBeInTheDocument();
    expect(screen.getByText('Amora Dating')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 3, name: 'No subscription' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Join for free' })[0] as HTMLElement);
    expect(opened).toHaveBeenCalledWith({});
    sub.unsubscribe();
    await screen.findByRole('button', { name: 'Meet Anna' });
  });

  it('starts from the profiles the server drew and does not ask for them again (issue 12)', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'amora-ssr-data';
    data.textContent = JSON.stringify({ mf_landers: { 'members:8': members().profiles } });
    document.head.append(data);
    visit('/');
    render(<Root />);
    const strip = screen.getByRole('region', { name: 'Members online now' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(2);
    expect(within(strip).getByRole('button', { name: 'Meet Anna' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.all).toEqual([]);
  });

  it('uses settings.index_title as the heading when the site sets one', async () => {
    mockApi('get', '/api/members.php', members());
    visit('/', { index_title: 'Dating in Utrecht' });
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dating in Utrecht' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Meet Anna' });
  });

  it('lists members online now from the API; a card opens sign-up with that profile', async () => {
    mockApi('get', '/api/members.php', members());
    visit('/');
    const opened = jest.fn();
    const sub = bus.on('signup:open').subscribe(opened);
    render(<Root />);

    const strip = await screen.findByRole('region', { name: 'Members online now' });
    const cards = await within(strip).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(requests.all.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual(['GET /api/members.php?numResults=8']);

    const photo = within(strip).getByRole('img', { name: 'Anna' });
    expect(photo).toHaveAttribute('src', 'https://cdn.test/p/1_t.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '96');
    expect(photo).toHaveAttribute('height', '96');
    expect(within(strip).getByText('Anna, 26')).toBeInTheDocument();
    expect(within(strip).getByText('Utrecht')).toBeInTheDocument();
    // Eva has no photo: a woman's silhouette stands in, named like her photo, no initial (issue 29).
    expect(within(strip).getByRole('img', { name: 'Eva' })).toHaveAttribute('data-placeholder', 'female');
    expect(within(strip).getByRole('img', { name: 'Eva' })).toHaveTextContent('');

    await userEvent.click(screen.getByRole('button', { name: 'Meet Eva' }));
    expect(opened).toHaveBeenCalledWith({ profile: 2 });
    sub.unsubscribe();
  });

  it('hides the members strip silently when visitors may not search (403)', async () => {
    mockApi('get', '/api/members.php', () => apiError(403, 'authentication_required'));
    visit('/');
    render(<Root />);
    expect(screen.getByRole('region', { name: 'Members online now' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Members online now' })).not.toBeInTheDocument());
    expect(requests.calls('/api/members.php')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
  });

  it('does not ask for members when settings.logged_out_search is off', () => {
    mockApi('get', '/api/members.php', members());
    visit('/', { logged_out_search: false });
    render(<Root />);
    expect(screen.queryByRole('region', { name: 'Members online now' })).not.toBeInTheDocument();
    expect(requests.all).toHaveLength(0);
  });

  it('sends a logged-in member to /members', async () => {
    mockApi('get', '/api/members.php', members());
    visit('/');
    bus.auth$.next({ id: 7, profile: makeProfile(7, 'Ben') } as User);
    render(<Root />);
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(requests.all).toHaveLength(0);
  });
});
