import type { OperatorRole } from '@amora/contracts/constants';
import { screen, within } from '@testing-library/react';
import { bus } from '@amora/shared';
import { apiError, mockApi, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../../test-utils';
import { makeMember } from './member-fixtures';

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockApi('get', '/api/operator/counts.php', { photos: 0, reports: 0, complaints: 0 });
});
afterAll(() => resetBus());

/** A section of the member page by its heading. */
const section = (name: string) => screen.getByRole('region', { name });

describe('/operator/members/:id — one member (issue 31)', () => {
  it('shows the header and every section of the API’s answer', async () => {
    mockSignedIn('admin');
    mockApi('get', '/api/operator/member.php', ({ url }) => (url.searchParams.get('id') === '12' ? makeMember() : apiError(404, 'not_found')));
    renderConsole('/operator/members/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
    expect(bus.pageTitle$.value).toBe('Anna');
    expect(screen.getByRole('img', { name: 'Main photo of Anna' })).toHaveAttribute('src', 'https://cdn.amora.test/t/5.jpg');
    expect(screen.getByText('31 years old · Netherlands · demo.amora.test')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Status' })).getByText('Active')).toBeInTheDocument();
    const jump = screen.getByRole('navigation', { name: 'Sections of this page' });
    expect(within(jump).getAllByRole('link').map((link) => link.textContent)).toEqual(['Account', 'Profile', 'Photos', 'Moderation', 'E-mail', 'Sessions', 'Failed logins', 'Payments', 'Credits correction', 'Staff notes', 'History']);
    expect(within(jump).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '#member-payments');

    const account = section('Account');
    for (const text of ['anna@demo.amora.test', 'Dutch', 'Mar 2, 2026', '250', 'Yes (has paid)', 'Off: Bounced']) expect(account).toHaveTextContent(text);
    expect(section('Profile')).toHaveTextContent('GenderWoman');
    expect(section('Profile')).toHaveTextContent('CityUtrecht');
    expect(section('Profile')).toHaveTextContent('Likes long walks.');
    expect(within(section('Photos')).getByRole('img', { name: 'Photo 2 (Waiting for review)' }).closest('a')).toHaveAttribute('href', 'https://cdn.amora.test/p/6.jpg');
    expect(section('Moderation')).toHaveTextContent('BanNot banned');
    expect(section('E-mail')).toHaveTextContent('Mails to this address could not be delivered.');
    expect(section('Sessions')).toHaveTextContent('Firefox on Linux · 203.0.113.9');
    expect(section('Sessions')).toHaveTextContent('Started Nov 26, 2026, 7:00 AM · last active Nov 27, 2026, 9:30 AM');
    expect(within(section('Failed logins')).getAllByRole('row')[1]).toHaveTextContent('198.51.100.4');

    const payments = within(section('Payments')).getAllByRole('row');
    expect(payments[1]).toHaveTextContent('€19.99');
    expect(payments[1]).toHaveTextContent('Completed');
    // Issue 32: the provider by name with its reference there, the method by its name.
    expect(within(payments[0] as HTMLElement).getByRole('columnheader', { name: 'Provider and reference' })).toBeInTheDocument();
    expect(within(payments[1] as HTMLElement).getByText('Mollie')).toBeInTheDocument();
    expect(within(payments[1] as HTMLElement).getByText('tr_WDqYK6vllg')).toBeInTheDocument();
    expect(within(payments[1] as HTMLElement).getByText('Credit card')).toBeInTheDocument();
    expect(within(payments[2] as HTMLElement).getByText('Stripe')).toBeInTheDocument();
    expect(within(payments[2] as HTMLElement).getByText('pi_3OldStripe')).toBeInTheDocument();
    expect(payments[2]).toHaveTextContent('Refunded on Oct 2, 2026, 40 credits taken back');
    expect(within(payments[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(section('Credits correction')).toHaveTextContent('Credits now: 250');
    expect(section('Staff notes')).toHaveTextContent('Called about a double charge.');
    expect(section('Staff notes')).toHaveTextContent('sam@staff.amora.test, Nov 25, 2026, 2:00 PM');
    expect(within(section('History')).getAllByRole('row')[1]).toHaveTextContent('sam@staff.amora.test (Support)member.note');
  });

  it('shows every state that applies as a badge: banned until a day, profile disabled, deleted', async () => {
    mockSignedIn('support');
    const member = makeMember({ account: { status: 'deleted', deleted_at: '2026-11-28T00:00:00Z', banned_at: '2026-11-01T00:00:00Z', ban_until: '2099-01-01T00:00:00Z', ban_reason: 'Spam' }, profile: { status: 'disabled' } });
    mockApi('get', '/api/operator/member.php', member);
    renderConsole('/operator/members/12');
    const badges = within(await screen.findByRole('list', { name: 'Status' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Deleted on Nov 28, 2026', 'Banned until Jan 1, 2099', 'Profile disabled']);
    expect(section('Moderation')).toHaveTextContent('Reason shown to the memberSpam');
  });

  it.each<[OperatorRole, string[], string[]]>([
    ['support', ['End all sessions', 'Re-enable e-mails (turned off: Bounced)', 'Add note'], ['Refund payment 77 (€19.99)', 'Correct credits', 'Ban', 'Disable profile']],
    ['finance', ['Refund payment 77 (€19.99)', 'Correct credits'], ['End all sessions', 'Re-enable e-mails (turned off: Bounced)', 'Add note', 'Ban', 'Disable profile']],
    ['moderator', ['Ban', 'Disable profile'], ['End all sessions', 'Re-enable e-mails (turned off: Bounced)', 'Add note', 'Refund payment 77 (€19.99)', 'Correct credits']],
  ])('offers a %s only the actions of the role’s permissions', async (role, shown, hidden) => {
    mockSignedIn(role);
    mockApi('get', '/api/operator/member.php', makeMember());
    renderConsole('/operator/members/12');
    await screen.findByRole('heading', { level: 1, name: 'Anna' });
    for (const name of shown) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of hidden) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credits correction' }) !== null).toBe(role === 'finance');
  });

  it('says so when the member is unknown or on a site the operator may not act on', async () => {
    mockSignedIn('support');
    mockApi('get', '/api/operator/member.php', () => apiError(404, 'not_found'));
    renderConsole('/operator/members/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no member 99, or the member belongs to a site you do not work on.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the member look-up' })).toHaveAttribute('href', '/operator/members');
  });

  it('speaks German on a German page: sections, dates, money and badges', async () => {
    await switchLocale('de');
    mockSignedIn('admin');
    mockApi('get', '/api/operator/member.php', makeMember({ account: { status: 'banned', banned_at: '2026-11-01T00:00:00Z', ban_reason: 'Fake' } }));
    renderConsole('/de/operator/members/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
    expect(screen.getByText('31 Jahre · Niederlande · demo.amora.test')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Status' })).getByText('Dauerhaft gesperrt')).toBeInTheDocument();
    expect(section('Konto')).toHaveTextContent('Aus: Unzustellbar');
    expect(section('Konto')).toHaveTextContent('02.03.2026');
    expect(within(section('Zahlungen')).getAllByRole('row')[1]).toHaveTextContent('19,99 €');
    expect(screen.getByRole('button', { name: 'Sperre aufheben' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Zahlung 77 erstatten \(19,99\s€\)$/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Credits hinzufügen')).toBeInTheDocument();
  });
});
