import type { OperatorReport } from '@amora/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../../test-utils';

const requests = recordRequests();

/** An open report as `GET /api/operator/reports.php` answers it. */
const report = (id: number, name: string, over: Partial<OperatorReport> = {}): OperatorReport => ({
  id,
  reason: 'fake',
  message: 'These photos are of a model.',
  created_at: '2026-11-26T10:00:00Z',
  reporter: { user_id: 7, profile_id: 70, name: 'Tom' },
  reported: {
    user_id: id + 1000,
    profile_id: id + 500,
    name,
    age: 29,
    country: 'DE',
    site: 'amora.test',
    status: 'active',
    banned_until: null,
    photos: [
      { id: 11, url: 'https://cdn.amora.test/p/11.jpg', thumb_url: 'https://cdn.amora.test/p/11-thumb.jpg', status: 'active' },
      { id: 12, url: 'https://cdn.amora.test/p/12.jpg', thumb_url: 'https://cdn.amora.test/p/12-thumb.jpg', status: 'pending' },
    ],
  },
  other_open_reports: 1,
  claimed_until: '2026-11-27T08:10:00Z',
  ...over,
});

/** The card of the report about `name`. */
const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name}:`) })).closest('article') as HTMLElement;

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  mockApi('delete', '/api/operator/claims.php', { released: 0 });
  await switchLocale('en');
  mockSignedIn('moderator');
  mockApi('get', '/api/operator/counts.php', { photos: 0, reports: 2, complaints: 0 });
});
afterAll(() => resetBus());

describe('/operator/reports — the reports queue (issue 31)', () => {
  it('lists the open reports oldest first with the reported profile, the reporter and the message', async () => {
    mockApi('get', '/api/operator/reports.php', { reports: [report(1, 'Lena'), report(2, 'Marco', { reason: 'spam', message: '', other_open_reports: 0, reported: { ...report(2, 'Marco').reported, user_id: null, status: 'banned', banned_until: '2027-01-01T00:00:00Z', photos: [] } })], total: 2 });
    renderConsole('/operator/reports');
    const lena = await card('Lena');
    expect(screen.getByText('2 open reports')).toBeInTheDocument();
    expect(within(lena).getByRole('heading', { name: 'Lena: Fake profile' })).toBeInTheDocument();
    expect(within(lena).getByRole('heading', { level: 3, name: /^Lena, 29/ })).toHaveTextContent('Active');
    expect(within(lena).getByText('Germany · amora.test')).toBeInTheDocument();
    expect(within(lena).getByRole('img', { name: 'Photo 2 (waiting for review), opens full size' })).toHaveAttribute('src', 'https://cdn.amora.test/p/12-thumb.jpg');
    expect(within(lena).getByText('1 more open report about this profile')).toBeInTheDocument();
    expect(within(lena).getByRole('link', { name: 'Tom' })).toHaveAttribute('href', '/operator/members/7');
    expect(within(lena).getByText('These photos are of a model.')).toBeInTheDocument();
    expect(within(lena).getByRole('link', { name: 'Look up Lena' })).toHaveAttribute('href', '/operator/members/1001');
    expect(within(lena).getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss', 'Hide a photo', 'Disable profile', 'Ban']);

    const marco = await card('Marco');
    expect(within(marco).getByText(/Banned/)).toBeInTheDocument();
    expect(within(marco).getByText('Germany · amora.test · banned until Jan 1, 2027')).toBeInTheDocument();
    expect(within(marco).getByText('No message.')).toBeInTheDocument();
    expect(within(marco).getByText('This profile has no account.')).toBeInTheDocument();
    // Nothing to hide, no account to ban.
    expect(within(marco).getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss', 'Disable profile']);
  });

  it('dismisses after a confirmation with a required reason, then reloads the queue and the counts', async () => {
    let reports = [report(1, 'Lena'), report(2, 'Marco')];
    mockApi('get', '/api/operator/reports.php', () => ({ reports, total: reports.length }));
    mockApi('post', '/api/operator/reports.php', ({ body }) => {
      reports = reports.filter((r) => r.id !== (body as { id: number }).id);
      return { ok: true };
    });
    renderConsole('/operator/reports');
    await userEvent.click(within(await card('Lena')).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the report about Lena?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(requests.calls('/api/operator/reports.php', 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Real photos, checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await screen.findByText('Report about Lena dismissed.')).toHaveAttribute('role', 'status');
    expect(requests.calls('/api/operator/reports.php', 'POST')[0]?.body).toEqual({ id: 1, action: 'dismiss', reason: 'Real photos, checked' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Lena:/ })).not.toBeInTheDocument());
    expect(screen.getByText('1 open report')).toBeInTheDocument();
    await waitFor(() => expect(requests.calls('/api/operator/counts.php')).toHaveLength(2));
  });

  it('hides the photo picked, and disables a profile', async () => {
    mockApi('get', '/api/operator/reports.php', { reports: [report(1, 'Lena')], total: 1 });
    mockApi('post', '/api/operator/reports.php', { ok: true });
    renderConsole('/operator/reports');
    await userEvent.click(within(await card('Lena')).getByRole('button', { name: 'Hide a photo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hide a photo of Lena?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Nudity');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide photo' }));
    expect(await within(dialog).findByText('Choose the photo to hide.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Photo 2 (waiting for review)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide photo' }));
    expect(await screen.findByText('The photo of Lena is hidden; the report is closed.')).toBeInTheDocument();
    expect(requests.calls('/api/operator/reports.php', 'POST')[0]?.body).toEqual({ id: 1, action: 'hide_photo', reason: 'Nudity', image: 12 });

    await userEvent.click(within(await card('Lena')).getByRole('button', { name: 'Disable profile' }));
    dialog = await screen.findByRole('dialog', { name: 'Disable the profile of Lena?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Fake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable profile' }));
    expect(await screen.findByText('The profile of Lena is disabled; the report is closed.')).toBeInTheDocument();
    expect(requests.calls('/api/operator/reports.php', 'POST')[1]?.body).toEqual({ id: 1, action: 'disable_profile', reason: 'Fake' });
  });

  it('bans for good by default, or until the day chosen; a refusal is shown in the dialog, which keeps the reason', async () => {
    mockApi('get', '/api/operator/reports.php', { reports: [report(1, 'Lena')], total: 1 });
    let calls = 0;
    mockApi('post', '/api/operator/reports.php', () => (++calls === 1 ? apiError(409, 'no_account') : { ok: true }));
    renderConsole('/operator/reports');
    await userEvent.click(within(await card('Lena')).getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Lena?' });
    expect(within(dialog).getByRole('radio', { name: 'For good' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Reason (shown to the member when logging in)'), 'Scam messages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This profile has no account that could be banned.');
    expect(requests.calls('/api/operator/reports.php', 'POST')[0]?.body).toEqual({ id: 1, action: 'ban', reason: 'Scam messages' });
    expect(within(dialog).getByLabelText('Reason (shown to the member when logging in)')).toHaveValue('Scam messages');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Until a day' }));
    await userEvent.type(within(dialog).getByLabelText('Ban ends on'), '2099-01-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    expect(await screen.findByText('Lena is banned; the report is closed.')).toBeInTheDocument();
    // The start of that day in the operator's time zone (the tests run in UTC).
    expect(requests.calls('/api/operator/reports.php', 'POST')[1]?.body).toEqual({ id: 1, action: 'ban', reason: 'Scam messages', until: '2099-01-15T00:00:00.000Z' });
  });

  it('closes the dialog and reloads the queue when another operator holds the report', async () => {
    mockApi('get', '/api/operator/reports.php', { reports: [report(1, 'Lena')], total: 1 });
    mockApi('post', '/api/operator/reports.php', () => apiError(409, 'claimed_by_other', { claimed_until: '2026-11-27T08:10:00Z' }));
    renderConsole('/operator/reports');
    await userEvent.click(within(await card('Lena')).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Nothing wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another operator is working on this report.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requests.calls('/api/operator/reports.php', 'GET')).toHaveLength(2));
  });

  it('shows a done state when no report is open', async () => {
    mockApi('get', '/api/operator/reports.php', { reports: [], total: 0 });
    renderConsole('/operator/reports');
    expect(await screen.findByRole('heading', { level: 2, name: 'All done' })).toBeInTheDocument();
    expect(screen.getByText('There are no open reports.')).toBeInTheDocument();
  });
});
