import type { MemberDetail } from '@amora/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../../test-utils';
import { makeMember, makePayment } from './member-fixtures';

const requests = recordRequests();

/** The refunded payment `POST /api/operator/refund.php` answers (the contract's `payment`). */
const REFUNDED = { id: 77, bundle_id: 2, credits: 100, paymentmethod: 'card', status: 'refunded', amount_cents: 1999, original_cents: 1999, currency: 'EUR', discount_code: null, failure_reason: null, checkout_url: null, created_at: '2026-11-20T08:00:00Z', completed_at: '2026-11-20T08:01:00Z', refunded_at: '2026-11-27T10:00:00Z' };

let member: MemberDetail;

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('admin');
  mockApi('get', '/api/operator/counts.php', { photos: 0, reports: 0, complaints: 0 });
  member = makeMember();
  mockApi('get', '/api/operator/member.php', () => member);
});
afterAll(() => resetBus());

/** Opens Anna's page and waits for it. */
async function openMember() {
  renderConsole('/operator/members/12');
  await screen.findByRole('heading', { level: 1, name: 'Anna' });
}

/** The bodies sent to `POST path`. */
const sent = (path: string) => requests.calls(path, 'POST').map((request) => request.body);
/** How often the member was loaded. */
const loads = () => requests.calls('/api/operator/member.php', 'GET').length;
/** The page's status line, once it says `text`. */
const statusSays = async (text: string) => expect((await screen.findByText(text)).closest('[role="status"]')).toBeInTheDocument();

describe('the member page’s actions (issue 31)', () => {
  it('ends every session after a confirmation with an optional reason, then reloads the member', async () => {
    mockApi('post', '/api/operator/member.php', () => {
      member = makeMember({ sessions: [] });
      return { ok: true };
    });
    await openMember();
    await userEvent.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End all sessions of Anna?' });
    expect(within(dialog).getByLabelText('Reason (optional, recorded in the audit log)')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await statusSays('All sessions of Anna were ended.');
    expect(sent('/api/operator/member.php')).toEqual([{ id: 12, action: 'end_sessions' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No live sessions.')).toBeInTheDocument();
    expect(loads()).toBe(2);
  });

  it('bans until a day with a reason, asking for both, and offers "Unban" once banned', async () => {
    mockApi('post', '/api/operator/member.php', () => {
      member = makeMember({ account: { status: 'banned', banned_at: '2026-11-27T10:00:00Z', ban_until: '2099-03-01T00:00:00Z', ban_reason: 'Underage' } });
      return { ok: true };
    });
    await openMember();
    await userEvent.click(within(screen.getByRole('region', { name: 'Moderation' })).getByRole('button', { name: 'Ban' }));
    const dialog = screen.getByRole('dialog', { name: 'Ban Anna?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Until a day' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(within(dialog).getByText('Choose a day after today.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    // jsdom's date field takes no typing: the value is set as the browser's date picker would.
    fireEvent.change(within(dialog).getByLabelText('Ban ends on'), { target: { value: '2099-03-01' } });
    await userEvent.type(within(dialog).getByLabelText('Reason (shown to the member at login)'), ' Underage ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    await statusSays('Anna is banned.');
    expect(sent('/api/operator/member.php')).toEqual([{ id: 12, action: 'ban', reason: 'Underage', until: '2099-03-01T00:00:00.000Z' }]);
    expect(await screen.findByRole('button', { name: 'Unban' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Status' })).getByText('Banned until Mar 1, 2099')).toBeInTheDocument();
  });

  it.each([
    ['Unban', 'Unban Anna?', 'unban', 'The ban of Anna was lifted.', { account: { banned_at: '2026-11-01T00:00:00Z', ban_reason: 'Spam', status: 'banned' as const } }],
    ['Disable profile', 'Disable the profile of Anna?', 'disable', 'The profile of Anna is disabled.', {}],
    ['Enable profile', 'Enable the profile of Anna?', 'enable', 'The profile of Anna is enabled again.', { profile: { status: 'disabled' as const } }],
  ])('"%s" is confirmed with a reason and sent', async (button, title, action, done, state) => {
    member = makeMember(state);
    mockApi('post', '/api/operator/member.php', { ok: true });
    await openMember();
    await userEvent.click(screen.getByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog', { name: title });
    await userEvent.type(within(dialog).getByLabelText('Reason (recorded in the audit log)'), 'Checked the photos');
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await statusSays(done);
    expect(sent('/api/operator/member.php')).toEqual([{ id: 12, action, reason: 'Checked the photos' }]);
  });

  it('shows a refusal localized inside the dialog and keeps the reason', async () => {
    member = makeMember({ profile: { status: 'disabled' }, account: { status: 'not_confirmed' } });
    mockApi('post', '/api/operator/member.php', () => apiError(409, 'account_unconfirmed'));
    await openMember();
    await userEvent.click(screen.getByRole('button', { name: 'Enable profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Enable the profile of Anna?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (recorded in the audit log)'), 'Looks fine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable profile' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The member has not confirmed the account yet: the profile goes live on confirmation.');
    expect(within(dialog).getByLabelText('Reason (recorded in the audit log)')).toHaveValue('Looks fine');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refunds a payment after a confirmation with a required reason; "not refundable" is shown localized', async () => {
    mockApi('post', '/api/operator/refund.php', () => apiError(409, 'not_refundable'), { once: true });
    await openMember();
    await userEvent.click(screen.getByRole('button', { name: 'Refund payment 77 (€19.99)' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment 77?' });
    expect(dialog).toHaveTextContent('€19.99 is paid back to Anna through Mollie (reference tr_WDqYK6vllg)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund €19.99' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason.');
    await userEvent.type(within(dialog).getByLabelText('Reason (recorded in the audit log)'), 'Double charge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund €19.99' }));
    expect(await within(dialog).findByText(/can no longer be refunded/)).toHaveAttribute('role', 'alert');

    mockApi('post', '/api/operator/refund.php', () => {
      member = makeMember({ payments: [makePayment({ status: 'refunded', refundable: false, refunded_at: '2026-11-27T10:00:00Z', refunded_credits: 100 })] });
      return { payment: REFUNDED };
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund €19.99' }));
    await statusSays('Payment 77 was refunded (€19.99).');
    expect(sent('/api/operator/refund.php')).toEqual([
      { payment_id: 77, reason: 'Double charge' },
      { payment_id: 77, reason: 'Double charge' },
    ]);
    expect(await screen.findByText('Refunded on Nov 27, 2026, 100 credits taken back')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund payment/ })).not.toBeInTheDocument();
  });

  it('corrects credits with a reason; below 0 is refused with the member’s credits, keeping what was typed', async () => {
    mockApi('post', '/api/operator/member.php', ({ body }) => ((body as { amount: number }).amount < -250 ? apiError(409, 'credits_below_zero', { credits: 250 }) : { ok: true }));
    await openMember();
    const card = screen.getByRole('region', { name: 'Credits correction' });
    await userEvent.type(within(card).getByLabelText('Credits to add'), '0');
    await userEvent.click(within(card).getByRole('button', { name: 'Correct credits' }));
    expect(within(card).getByText('Enter a whole number other than 0, at most 1,000,000 either way.')).toBeInTheDocument();
    expect(within(card).getByText('Please give a reason.')).toBeInTheDocument();
    await userEvent.clear(within(card).getByLabelText('Credits to add'));
    await userEvent.type(within(card).getByLabelText('Credits to add'), '-300');
    await userEvent.type(within(card).getByLabelText('Reason (recorded in the audit log)'), 'Goodwill reversal');
    await userEvent.click(within(card).getByRole('button', { name: 'Correct credits' }));
    expect(await within(card).findByText('The member has only 250 credits: the correction would go below 0.')).toHaveAttribute('role', 'alert');
    expect(within(card).getByLabelText('Credits to add')).toHaveValue('-300');
    expect(within(card).getByLabelText('Reason (recorded in the audit log)')).toHaveValue('Goodwill reversal');

    await userEvent.clear(within(card).getByLabelText('Credits to add'));
    await userEvent.type(within(card).getByLabelText('Credits to add'), '50');
    await userEvent.click(within(card).getByRole('button', { name: 'Correct credits' }));
    await statusSays('Credits corrected by +50.');
    expect(sent('/api/operator/member.php')).toEqual([
      { id: 12, action: 'credits', amount: -300, reason: 'Goodwill reversal' },
      { id: 12, action: 'credits', amount: 50, reason: 'Goodwill reversal' },
    ]);
    expect(within(card).getByLabelText('Credits to add')).toHaveValue('');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('re-enables e-mail for one reason and adds a staff note', async () => {
    mockApi('post', '/api/operator/member.php', { ok: true });
    await openMember();
    await userEvent.click(screen.getByRole('button', { name: 'Re-enable e-mails (turned off: Bounced)' }));
    await statusSays('E-mails are enabled again (Bounced).');

    const notes = screen.getByRole('region', { name: 'Staff notes' });
    await userEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(within(notes).getByRole('alert')).toHaveTextContent('Write the note first.');
    await userEvent.type(within(notes).getByLabelText('New note'), '  Asked for a refund by phone.  ');
    await userEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    await statusSays('Note added.');
    expect(within(notes).getByLabelText('New note')).toHaveValue('');
    expect(sent('/api/operator/member.php')).toEqual([
      { id: 12, action: 'mail_enable', reason: 'bounce' },
      { id: 12, action: 'note', text: 'Asked for a refund by phone.' },
    ]);
  });

  it('shows a failure of an inline action localized in German', async () => {
    await switchLocale('de');
    mockApi('post', '/api/operator/member.php', () => apiError(403, 'forbidden_role', { permission: 'member_support' }));
    renderConsole('/de/operator/members/12');
    const notes = await screen.findByRole('region', { name: 'Interne Notizen' });
    await userEvent.type(within(notes).getByLabelText('Neue Notiz'), 'Test');
    await userEvent.click(within(notes).getByRole('button', { name: 'Notiz hinzufügen' }));
    expect(await within(notes).findByRole('alert')).toHaveTextContent('Ihre Rolle darf das nicht.');
    expect(within(notes).getByLabelText('Neue Notiz')).toHaveValue('Test');
  });
});
