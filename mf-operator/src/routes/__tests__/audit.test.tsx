import type { AuditRow, OperatorAccount } from '@amora/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();

const entry = (id: number, over: Partial<AuditRow> = {}): AuditRow => ({
  id, created_at: '2026-11-27T09:30:00Z', operator_id: 5, actor: 'mia@staff.amora.test', role: 'moderator', site: 'localhost', action: 'member.ban',
  target_type: 'member', target_id: '7', user_id: 7, before: { banned: false }, after: { banned: true, until: null }, reason: 'Underage', ip: '203.0.113.9', ...over,
});
const account = (id: number, email: string): OperatorAccount => ({ id, email, role: 'moderator', sites: null, totp_enrolled: true, disabled: false });

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('admin');
  mockApi('get', '/api/operator/counts.php', { photos: 0, reports: 0, complaints: 0 });
  mockApi('get', '/api/operator/operators.php', { operators: [account(5, 'mia@staff.amora.test'), account(6, 'sam@staff.amora.test')] });
});
afterAll(() => resetBus());

const auditCalls = () => requests.calls('/api/operator/audit.php').map((r) => Object.fromEntries(r.url.searchParams));

describe('/operator/audit — the audit log (issue 31)', () => {
  it('lists the entries of the filters in the address, links the member, folds the change, and exports the same filters', async () => {
    mockApi('get', '/api/operator/audit.php', { entries: [entry(12), entry(11, { actor: 'cli', role: 'cli', site: null, action: 'operator.create', target_type: 'operator', target_id: '6', user_id: null, before: null, after: null, reason: null })], next_before: null });
    renderConsole('/operator/audit?member=7&action=member.ban');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('mia@staff.amora.test')).toBeInTheDocument();
    expect(first.getByText('Moderator')).toBeInTheDocument();
    expect(first.getByText('Underage')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Member 7' })).toHaveAttribute('href', '/operator/members/7');
    expect(first.getByText('Show change').closest('details')).toHaveTextContent('{"banned":false} → {"banned":true,"until":null}');
    expect(within(rows[2] as HTMLElement).getByText('operator.create')).toBeInTheDocument();
    expect(auditCalls()).toEqual([{ member: '7', action: 'member.ban', limit: '50' }]);
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('href', '/api/operator/audit-export.php?member=7&action=member.ban');
    expect(csv).toHaveAttribute('download');
    expect(screen.getByLabelText('Member user ID')).toHaveValue('7');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('applies the filters (the operator chosen by e-mail) into the address and asks again; a malformed action is refused at the field', async () => {
    mockApi('get', '/api/operator/audit.php', { entries: [entry(12)], next_before: null });
    renderConsole('/operator/audit');
    await screen.findAllByRole('row');
    await userEvent.selectOptions(await screen.findByLabelText('Operator'), 'sam@staff.amora.test');
    await userEvent.type(screen.getByLabelText('Action'), 'ban');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Write the action as noun.verb, for example member.ban.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Action'));
    await userEvent.type(screen.getByLabelText('Action'), 'member.unban');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).toString()).toBe('operator=6&action=member.unban&from=2026-11-01'));
    await waitFor(() => expect(auditCalls()).toHaveLength(2));
    expect(auditCalls().at(-1)).toEqual({ operator: '6', action: 'member.unban', from: '2026-11-01', limit: '50' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
  });

  it('refuses a member id that is not one at the field, leaving the address as it is', async () => {
    mockApi('get', '/api/operator/audit.php', { entries: [entry(12)], next_before: null });
    renderConsole('/operator/audit');
    await screen.findAllByRole('row');
    await userEvent.type(screen.getByLabelText('Member user ID'), '7x');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Enter a whole number (an ID).')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(auditCalls()).toHaveLength(1);
  });

  it('loads older entries with "Load more" (before = next_before)', async () => {
    mockApi('get', '/api/operator/audit.php', ({ url }) =>
      url.searchParams.get('before') === '11' ? { entries: [entry(10, { actor: 'old@staff.amora.test' })], next_before: null } : { entries: [entry(12), entry(11)], next_before: 11 },
    );
    renderConsole('/operator/audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('old@staff.amora.test')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(auditCalls().at(-1)).toEqual({ before: '11', limit: '50' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a localized error with "Try again" when the log cannot be loaded, in German too', async () => {
    mockApi('get', '/api/operator/audit.php', () => apiError(400, 'invalid_request'));
    await switchLocale('de');
    renderConsole('/de/operator/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Protokoll' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Etwas ist schiefgelaufen');
    expect(screen.getByRole('button', { name: 'Filter anwenden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Als CSV exportieren' })).toBeInTheDocument();
  });
});
