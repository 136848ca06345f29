import type { QueueComplaint } from '@amora/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../../test-utils';

const requests = recordRequests();

/** A complaint as `GET /api/operator/complaints.php` answers it. */
const complaint = (id: number, subject: string, over: Partial<QueueComplaint> = {}): QueueComplaint => ({
  id,
  site: 'amora.test',
  name: 'Ann Visser',
  email: 'ann@example.com',
  subject,
  message: 'I was charged twice.\nPlease help.',
  created_at: '2026-11-26T10:00:00Z',
  status: 'open',
  answered_at: null,
  member: { user_id: 44, profile_id: 440, name: 'Ann' },
  replies: [],
  claimed_until: '2026-11-27T08:10:00Z',
  ...over,
});

/** `GET /api/operator/complaints.php` answers from `lists` by the asked status. */
function mockLists(lists: Record<string, QueueComplaint[]>) {
  mockApi('get', '/api/operator/complaints.php', ({ url }) => {
    const list = lists[url.searchParams.get('status') ?? 'open'] ?? [];
    return { complaints: list, total: list.length };
  });
}

const article = async (subject: string) => (await screen.findByRole('heading', { level: 2, name: subject })).closest('article') as HTMLElement;

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  mockApi('delete', '/api/operator/claims.php', { released: 0 });
  await switchLocale('en');
  mockSignedIn('support');
  mockApi('get', '/api/operator/counts.php', { photos: 0, reports: 0, complaints: 1 });
});
afterAll(() => resetBus());

describe('/operator/complaints — the complaints queue (issue 31)', () => {
  it('shows the open complaints with the sender, the member and the replies so far', async () => {
    const replies = [{ text: 'We are looking into it.', operator: 'olga@staff.amora.test', created_at: '2026-11-26T12:00:00Z' }];
    mockLists({ open: [complaint(5, 'Charged twice', { replies })] });
    renderConsole('/operator/complaints');
    const card = await article('Charged twice');
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1 open complaint')).toBeInTheDocument();
    expect(requests.calls('/api/operator/complaints.php')[0]?.url.searchParams.get('status')).toBe('open');
    expect(within(card).getByText(/^From Ann Visser <ann@example.com> · amora.test · /)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Member: Ann' })).toHaveAttribute('href', '/operator/members/44');
    expect(within(card).getByText(/I was charged twice/)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: '1 reply' })).toBeInTheDocument();
    expect(within(card).getByText('We are looking into it.')).toBeInTheDocument();
    expect(within(card).getByText(/^olga@staff.amora.test, /)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
  });

  it('replies by e-mail, says "Reply sent" and reloads the list and the counts', async () => {
    const lists = { open: [complaint(5, 'Charged twice')], answered: [] as QueueComplaint[] };
    mockLists(lists);
    mockApi('post', '/api/operator/complaints.php', () => {
      lists.answered = [complaint(5, 'Charged twice', { status: 'answered' })];
      lists.open = [];
      return { ok: true };
    });
    renderConsole('/operator/complaints');
    const card = await article('Charged twice');
    await userEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await within(card).findByText('Write a reply.')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Reply by e-mail to ann@example.com'), 'The second charge is refunded.');
    await userEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to ann@example.com.')).toHaveAttribute('role', 'status');
    expect(requests.calls('/api/operator/complaints.php', 'POST')[0]?.body).toEqual({ id: 5, reply: 'The second charge is refunded.' });
    expect(await screen.findByText('No open complaints. All done.')).toBeInTheDocument();
    await waitFor(() => expect(requests.calls('/api/operator/counts.php')).toHaveLength(2));
  });

  it('keeps the reply with the localized error when it cannot be sent', async () => {
    mockLists({ open: [complaint(5, 'Charged twice')] });
    mockApi('post', '/api/operator/complaints.php', () => apiError(400, 'invalid_request'));
    renderConsole('/operator/complaints');
    const card = await article('Charged twice');
    await userEvent.type(within(card).getByLabelText('Reply by e-mail to ann@example.com'), 'Hello');
    await userEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The reply is empty or too long (at most 5,000 characters).');
    expect(within(card).getByLabelText('Reply by e-mail to ann@example.com')).toHaveValue('Hello');
  });

  it('filters by status with the tabs, and closes and reopens complaints', async () => {
    mockLists({ open: [complaint(5, 'Charged twice')], answered: [complaint(6, 'Photo missing', { status: 'answered', member: null })], closed: [complaint(7, 'Old one', { status: 'closed' })] });
    mockApi('put', '/api/operator/complaints.php', { ok: true });
    renderConsole('/operator/complaints');
    await userEvent.click(within(await article('Charged twice')).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Complaint “Charged twice” closed.')).toBeInTheDocument();
    expect(requests.calls('/api/operator/complaints.php', 'PUT')[0]?.body).toEqual({ id: 5, status: 'closed' });

    await userEvent.click(screen.getByRole('tab', { name: 'Answered' }));
    const answered = await article('Photo missing');
    expect(screen.getByRole('tab', { name: 'Answered' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Answered' })).toContainElement(answered);
    expect(within(answered).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(answered).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Complaint “Photo missing” reopened.')).toBeInTheDocument();
    expect(requests.calls('/api/operator/complaints.php', 'PUT')[1]?.body).toEqual({ id: 6, status: 'open' });

    screen.getByRole('tab', { name: 'Answered' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveFocus();
    expect(await article('Old one')).toBeInTheDocument();
    expect(requests.calls('/api/operator/complaints.php', 'GET').map((r) => r.url.searchParams.get('status'))).toEqual(expect.arrayContaining(['open', 'answered', 'closed']));
  });

  it('speaks German on a German page', async () => {
    await switchLocale('de');
    mockLists({ open: [complaint(5, 'Doppelt abgebucht')] });
    mockApi('post', '/api/operator/complaints.php', () => apiError(409, 'claimed_by_other'));
    renderConsole('/de/operator/complaints');
    const card = await article('Doppelt abgebucht');
    expect(screen.getByRole('heading', { level: 1, name: 'Beschwerden' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Offen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1 offene Beschwerde')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Antwort per E-Mail an ann@example.com'), 'Hallo');
    await userEvent.click(within(card).getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Beschwerde bearbeitet gerade jemand anderes.');
  });
});
