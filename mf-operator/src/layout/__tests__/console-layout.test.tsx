import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockApi('get', '/api/operator/counts.php', { photos: 3, reports: 0, complaints: 12 });
  // The photo queue's screen (features/queues) asks for its photos.
  mockApi('get', '/api/operator/photos.php', { photos: [], total: 0 });
});
afterEach(() => jest.useRealTimers());
afterAll(() => resetBus());

/** A queue's link by its name: its section and open items (testing-library puts a space before the hidden comma). */
const queueLink = (section: string, items: string) => ({ name: new RegExp(`^${section} ?, ${items}$`) });

/** The navigation's links, by their text. */
async function navLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Console sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the console frame (issue 31)', () => {
  it('shows the operator and lists every section to an admin, with the queues’ open items as badges', async () => {
    mockSignedIn('admin');
    renderConsole('/operator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Amora operator console');
    expect(screen.getByText('Signed in as olga@staff.amora.test, role Admin')).toBeInTheDocument();
    expect(await screen.findByRole('link', queueLink('Photos', '3 open items'))).toHaveAttribute('href', '/operator/photos');
    expect(await navLinks()).toEqual(['Overview', 'Photos3, 3 open items', 'Reports', 'Complaints12, 12 open items', 'Members', 'Campaigns', 'Static pages', 'Audit log', 'Site settings', 'Releases', 'Operators', 'My sessions']);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    // The overview's cards link to the queues.
    expect(screen.getByTestId('count-complaints')).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: /^Open the queue ?: Reports$/ })).toHaveAttribute('href', '/operator/reports');
  });

  it.each([
    ['moderator', ['Overview', 'Photos3, 3 open items', 'Reports', 'Members', 'My sessions'], 1],
    ['support', ['Overview', 'Complaints12, 12 open items', 'Members', 'My sessions'], 1],
    ['finance', ['Overview', 'Members', 'My sessions'], 0],
    ['marketing', ['Overview', 'Campaigns', 'Static pages', 'Releases', 'My sessions'], 0],
  ] as const)('lists only the sections a %s may open (operatorMay), counting only the queues of the role', async (role, links, countCalls) => {
    mockSignedIn(role);
    mockApi('get', '/api/operator/sessions.php', { sessions: [] });
    renderConsole('/operator/sessions');
    await screen.findByRole('heading', { level: 1, name: 'My sessions' });
    expect(await navLinks()).toEqual(links);
    expect(screen.getByRole('link', { name: 'My sessions' })).toHaveAttribute('aria-current', 'page');
    expect(requests.calls('/api/operator/counts.php')).toHaveLength(countCalls);
  });

  it('asks for the counts again every 30 s', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    mockSignedIn('moderator');
    renderConsole('/operator/photos');
    expect(await screen.findByRole('link', queueLink('Photos', '3 open items'))).toBeInTheDocument();
    mockApi('get', '/api/operator/counts.php', { photos: 7, reports: 1, complaints: 0 });
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('link', queueLink('Photos', '7 open items'))).toBeInTheDocument();
    expect(screen.getByRole('link', queueLink('Reports', '1 open item'))).toBeInTheDocument();
    expect(requests.calls('/api/operator/counts.php')).toHaveLength(2);
  });

  it('folds the navigation into a "Sections" drop-down on a phone, closed once a section is chosen', async () => {
    mockSignedIn('admin');
    mockApi('get', '/api/operator/audit.php', { entries: [], next_before: null });
    mockApi('get', '/api/operator/operators.php', { operators: [] });
    renderConsole('/operator');
    const toggle = await screen.findByRole('button', { name: 'Sections' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveClass('d-none', 'd-md-flex');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('d-none');
    await userEvent.click(within(list).getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/operator/audit');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(list).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('signs out (DELETE /api/operator/session.php) to the sign-in page', async () => {
    mockSignedIn('support');
    mockApi('delete', '/api/operator/session.php', { ok: true });
    renderConsole('/operator');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/operator/login');
    expect(requests.calls('/api/operator/session.php', 'DELETE')).toHaveLength(1);
  });
});

describe('a section the role may not open (issue 31)', () => {
  it('shows "Not allowed" with the role it needs, never a blank page, and asks nothing of the section', async () => {
    mockSignedIn('moderator');
    renderConsole('/operator/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('The section “Site settings” needs the role Admin. Your role is Moderator.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/operator');
    expect(requests.all.map((r) => r.url.pathname)).toEqual(['/api/operator/session.php', '/api/operator/counts.php']);
  });

  it('names every role that may open it, in the console’s language', async () => {
    mockSignedIn('support');
    const { unmount } = renderConsole('/operator/photos');
    expect(await screen.findByText('The section “Photos” needs the role Moderator or Admin. Your role is Support.')).toBeInTheDocument();
    unmount();
    await switchLocale('de');
    renderConsole('/de/operator/releases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nicht erlaubt' })).toBeInTheDocument();
    expect(screen.getByText('Für den Bereich „Releases“ ist die Rolle Marketing oder Admin nötig. Ihre Rolle ist Support.')).toBeInTheDocument();
  });

  it('(while a role that may open it gets the section)', async () => {
    mockSignedIn('moderator');
    mockApi('get', '/api/operator/member.php', () => apiError(404, 'not_found'));
    renderConsole('/operator/members/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Not allowed/)).not.toBeInTheDocument();
  });
});
