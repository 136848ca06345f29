import type { OperatorAccount } from '@amora/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();
const SITES = [
  { id: 1, domain: 'localhost', name: 'Amora', language: 'en' },
  { id: 2, domain: 'de.localhost', name: 'Amora DE', language: 'de' },
];
const account = (id: number, email: string, over: Partial<OperatorAccount> = {}): OperatorAccount => ({ id, email, role: 'moderator', sites: null, totp_enrolled: true, disabled: false, ...over });
/** The signed-in admin (`makeOperator`: id 3) and two colleagues. */
const OPERATORS = [account(3, 'olga@staff.amora.test', { role: 'admin' }), account(5, 'mia@staff.amora.test', { sites: ['de.localhost'] }), account(6, 'sam@staff.amora.test', { role: 'support', totp_enrolled: false, disabled: true })];

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('admin');
  mockApi('get', '/api/operator/counts.php', { photos: 0, reports: 0, complaints: 0 });
  mockApi('get', '/api/operator/sites.php', { sites: SITES });
  mockApi('get', '/api/operator/operators.php', { operators: OPERATORS });
});
afterAll(() => resetBus());

const puts = () => requests.calls('/api/operator/operators.php', 'PUT').map((r) => r.body);
const rowOf = async (email: string) => within((await screen.findByRole('cell', { name: new RegExp(`^${email}`) })).closest('tr') as HTMLElement);

describe('/operator/operators — operator accounts (issue 31)', () => {
  it('lists the accounts; one’s own row cannot change its role, sites or access', async () => {
    renderConsole('/operator/operators');
    const mia = await rowOf('mia@staff.amora.test');
    expect(mia.getByText('Moderator')).toBeInTheDocument();
    expect(mia.getByText('de.localhost')).toBeInTheDocument();
    expect(mia.getByText('Set up')).toBeInTheDocument();
    const sam = await rowOf('sam@staff.amora.test');
    expect(sam.getByText('Not set up yet')).toBeInTheDocument();
    expect(sam.getByText('Disabled')).toBeInTheDocument();
    expect(sam.getByRole('button', { name: 'Enable sam@staff.amora.test' })).toBeEnabled();
    const own = await rowOf('olga@staff.amora.test');
    expect(own.getByText('You')).toBeInTheDocument();
    expect(own.getByText('All sites')).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Edit the role and sites of olga@staff.amora.test' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Disable olga@staff.amora.test' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Reset the password of olga@staff.amora.test' })).toBeEnabled();
  });

  it('creates an operator limited to a site and shows the first password once, with a copy button', async () => {
    const user = userEvent.setup();
    mockApi('post', '/api/operator/operators.php', { operator: account(9, 'new@staff.amora.test', { role: 'finance', sites: ['localhost'], totp_enrolled: false }), password: 'Zq3-first-password-xyz' }, { status: 201 });
    renderConsole('/operator/operators');
    const form = within(await screen.findByRole('form', { name: 'New operator' }));
    await user.type(form.getByLabelText('E-mail address'), ' new@staff.amora.test ');
    await user.selectOptions(form.getByLabelText('Role'), 'finance');
    await user.click(form.getByRole('checkbox', { name: 'Amora (localhost)' }));
    await user.click(form.getByRole('button', { name: 'Create operator' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New password' }));
    expect(dialog.getByTestId('new-password')).toHaveTextContent('Zq3-first-password-xyz');
    expect(requests.calls('/api/operator/operators.php', 'POST')[0]?.body).toEqual({ email: 'new@staff.amora.test', role: 'finance', sites: ['localhost'] });
    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await dialog.findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Zq3-first-password-xyz');
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Zq3-first-password-xyz')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('new@staff.amora.test was created.');
    expect(form.getByLabelText('E-mail address')).toHaveValue('');
  });

  it('refuses an e-mail address that is not one at the field, sending nothing', async () => {
    renderConsole('/operator/operators');
    const form = within(await screen.findByRole('form', { name: 'New operator' }));
    await userEvent.type(form.getByLabelText('E-mail address'), 'mia@staff');
    await userEvent.click(form.getByRole('button', { name: 'Create operator' }));
    expect(await form.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(form.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.calls('/api/operator/operators.php', 'POST')).toHaveLength(0);
  });

  it('says at the field that the e-mail is taken, keeping what was typed', async () => {
    mockApi('post', '/api/operator/operators.php', () => apiError(409, 'operator_exists'));
    renderConsole('/operator/operators');
    const form = within(await screen.findByRole('form', { name: 'New operator' }));
    await userEvent.type(form.getByLabelText('E-mail address'), 'mia@staff.amora.test');
    await userEvent.click(form.getByRole('button', { name: 'Create operator' }));
    expect(await form.findByText('An operator with this e-mail address already exists.')).toBeInTheDocument();
    expect(form.getByLabelText('E-mail address')).toHaveValue('mia@staff.amora.test');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the role and sites of another operator', async () => {
    mockApi('put', '/api/operator/operators.php', { operator: account(5, 'mia@staff.amora.test', { role: 'support' }) });
    renderConsole('/operator/operators');
    await userEvent.click((await rowOf('mia@staff.amora.test')).getByRole('button', { name: 'Edit the role and sites of mia@staff.amora.test' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Role and sites of mia@staff.amora.test' }));
    expect(dialog.getByRole('checkbox', { name: 'Amora DE (de.localhost)' })).toBeChecked();
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'support');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Amora DE (de.localhost)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The role and sites of mia@staff.amora.test were saved.');
    expect(puts()).toEqual([{ id: 5, role: 'support', sites: null }]);
  });

  it('disables an operator after a confirmation, and shows the API’s own_account refusal localized', async () => {
    mockApi('put', '/api/operator/operators.php', () => apiError(409, 'own_account'), { once: true });
    renderConsole('/operator/operators');
    await userEvent.click((await rowOf('mia@staff.amora.test')).getByRole('button', { name: 'Disable mia@staff.amora.test' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Disable mia@staff.amora.test?' }));
    expect(dialog.getByText(/is signed out everywhere and can no longer sign in/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You cannot change your own role, sites or access: another admin must do that.');
    expect(puts()).toEqual([{ id: 5, disabled: true }]);
  });

  it('resets a password and shows the new one once', async () => {
    mockApi('put', '/api/operator/operators.php', { operator: account(6, 'sam@staff.amora.test'), password: 'new-secret-password-123' });
    renderConsole('/operator/operators');
    await userEvent.click((await rowOf('sam@staff.amora.test')).getByRole('button', { name: 'Reset the password of sam@staff.amora.test' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'New password' });
    expect(within(shown).getByTestId('new-password')).toHaveTextContent('new-secret-password-123');
    expect(puts()).toEqual([{ id: 6, reset_password: true }]);
    expect(screen.getByText('The password of sam@staff.amora.test was reset.')).toHaveAttribute('role', 'status');
  });
});
