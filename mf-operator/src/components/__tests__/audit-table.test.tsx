import type { AuditRow } from '@amora/contracts';
import { render, screen, within } from '@testing-library/react';
import { resetBus } from '@amora/shared/testing';
import { setupOperatorI18n, switchLocale } from '../../test-utils';
import { AuditTable } from '../audit-table';

/** The row the mail provider's webhook writes when a member's address bounces (issue 32, services/mail-suppression.ts). */
const bounce: AuditRow = {
  id: 41,
  created_at: '2026-11-28T08:15:00Z',
  operator_id: null,
  actor: 'mailgun',
  role: 'mail_provider',
  site: 'localhost',
  action: 'member.mail_disable',
  target_type: 'member',
  target_id: '7',
  user_id: 7,
  before: { notifications_disabled: [] },
  after: { notifications_disabled: ['bounce'] },
  reason: 'Mailgun failed permanent (bounce): 550 5.1.1 The email account that you tried to reach does not exist [event G9Bn5sl1TC6Vl8FhtSAFbQ]',
  ip: '209.61.151.224',
};

beforeAll(setupOperatorI18n);
afterAll(() => resetBus());

describe('AuditTable — a member’s history with the mail provider’s rows (issue 32)', () => {
  it('names the mail provider as who turned mail off, with what it said and the change', async () => {
    await switchLocale('en');
    render(<AuditTable entries={[bounce]} variant="member" />);
    const row = within(screen.getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('(Mail provider)')).toBeInTheDocument();
    expect(row.getByText('member.mail_disable')).toBeInTheDocument();
    expect(row.getByText(/550 5\.1\.1 The email account/)).toBeInTheDocument();
    expect(row.getByText('Show').closest('details')).toHaveTextContent('{"notifications_disabled":[]} → {"notifications_disabled":["bounce"]}');
  });

  it('in German and Dutch too', async () => {
    await switchLocale('de');
    const { unmount } = render(<AuditTable entries={[bounce]} variant="member" />);
    expect(screen.getByText('(E-Mail-Anbieter)')).toBeInTheDocument();
    unmount();
    await switchLocale('nl');
    render(<AuditTable entries={[bounce]} variant="member" />);
    expect(screen.getByText('(E-mailprovider)')).toBeInTheDocument();
  });
});
