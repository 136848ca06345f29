import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();
const session = (id: number, current: boolean, user_agent: string) => ({ id, created_at: '2026-11-27T08:00:00Z', last_seen_at: '2026-11-27T09:30:00Z', user_agent, ip: `203.0.113.${id}`, current });

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('finance');
});
afterAll(() => resetBus());

describe('/operator/sessions — the operator’s own sessions (issue 31)', () => {
  it('lists them with this one marked, and ends another one', async () => {
    let sessions = [session(7, true, 'Firefox on Linux'), session(8, false, 'Chrome on Android')];
    mockApi('get', '/api/operator/sessions.php', () => ({ sessions }));
    mockApi('delete', '/api/operator/sessions.php', ({ url }) => {
      sessions = sessions.filter((s) => s.id !== Number(url.searchParams.get('id')));
      return { ok: true };
    });
    renderConsole('/operator/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'My sessions' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('This session')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Chrome on Android')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('203.0.113.8')).toBeInTheDocument();
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: /^End the session started on / }));
    expect(requests.calls('/api/operator/sessions.php', 'DELETE')[0]?.url.searchParams.get('id')).toBe('8');
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Chrome on Android')).not.toBeInTheDocument();
  });

  it('signs out here when this session is ended', async () => {
    mockApi('get', '/api/operator/sessions.php', { sessions: [session(7, true, 'Firefox on Linux')] });
    mockApi('delete', '/api/operator/sessions.php', { ok: true });
    renderConsole('/operator/sessions');
    await userEvent.click(await screen.findByRole('button', { name: /^End the session/ }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/operator/login');
  });
});
