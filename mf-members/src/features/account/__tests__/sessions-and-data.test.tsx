import { bus } from '@amora/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, HttpResponse, http, loginOnBus, mockApi, recordRequests, renderRoute, server } from '@amora/shared/testing';
import { setupMembersI18n } from '../../../test-utils';
import { DataExportCard } from '../components/data-export-card';
import { SessionsCard } from '../components/sessions-card';

const requests = recordRequests();
const session = (id: number, browser: string, os: string, current = false) => ({
  id,
  created_at: '2026-11-20T08:00:00.000Z',
  last_seen_at: '2026-11-25T18:30:00.000Z',
  user_agent: `${browser} ${os}`,
  browser,
  os,
  ip: '203.0.113.7',
  current,
});

beforeAll(setupMembersI18n);
beforeEach(() => {
  window.history.replaceState(null, '', '/profile');
  loginOnBus();
});

describe('sessions on /profile (issue 16)', () => {
  it('lists the devices, marks this one, and logs another one out', async () => {
    const sessions = [session(3, 'Chrome', 'Linux'), session(2, 'Safari', 'iOS', true), session(1, '', '')];
    mockApi('get', '/api/sessions.php', () => ({ sessions }));
    mockApi('delete', '/api/sessions.php', ({ url }) => {
      sessions.splice(sessions.findIndex((s) => s.id === Number(url.searchParams.get('id'))), 1);
      return { ok: true };
    });
    renderRoute('/profile', '/profile', <SessionsCard />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Chrome on Linux'),
      expect.stringContaining('Safari on iOSThis device'),
      expect.stringContaining('Unknown browser'),
    ]);
    expect(items[0]).toHaveTextContent('Last active');
    // No "Log out" for this device: that is "Log out everywhere" or the menu.
    expect(within(items[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out Chrome on Linux' }));
    await waitFor(() => expect(screen.queryByText('Chrome on Linux')).not.toBeInTheDocument());
    expect(requests.all.some((r) => r.method === 'DELETE' && r.url.search === '?id=3')).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs out everywhere: the bus hears the logout and the page goes home', async () => {
    mockApi('get', '/api/sessions.php', { sessions: [session(2, 'Safari', 'iOS', true)] });
    mockApi('delete', '/api/sessions.php', { ok: true });
    const loggedOut = jest.fn();
    const sub = bus.on('auth:logged-out').subscribe(loggedOut);
    renderRoute('/profile', '/profile', <SessionsCard />);
    await screen.findByText('Safari on iOS');
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'logout' });
    expect(bus.auth$.getValue()).toBeNull();
    expect(requests.all.some((r) => r.method === 'DELETE' && r.url.search === '?all=1')).toBe(true);
    sub.unsubscribe();
  });

  it('keeps the member logged in and says so when logging out everywhere fails', async () => {
    mockApi('get', '/api/sessions.php', { sessions: [session(2, 'Safari', 'iOS', true)] });
    mockApi('delete', '/api/sessions.php', () => apiError(500, 'internal_error'), { schema: null });
    renderRoute('/profile', '/profile', <SessionsCard />);
    await screen.findByText('Safari on iOS');
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(bus.auth$.getValue()).not.toBeNull();
    expect(window.location.pathname).toBe('/profile');
  });
});

describe('data download on /profile (GDPR, issue 16)', () => {
  it('saves the archive under the name the API gives it', async () => {
    server.use(
      http.get('/api/export.php', () => new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="amora-data-2026-11-25.zip"' } })),
    );
    const created = jest.fn((_blob: Blob) => 'blob:archive');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderRoute('/profile', '/profile', <DataExportCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual(['amora-data-2026-11-25.zip blob:archive']));
    expect(created.mock.calls[0]?.[0].type).toBe('application/zip');
    click.mockRestore();
  });

  it('says why when the API refuses (too many archives)', async () => {
    mockApi('get', '/api/export.php', () => apiError(429, 'rate_limited', { retry_after: 3000 }), { schema: null });
    renderRoute('/profile', '/profile', <DataExportCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
