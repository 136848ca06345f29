import type { RemoteActivation, RemoteVersion } from '@amora/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();
const SITES = [
  { id: 1, domain: 'localhost', name: 'Amora', language: 'en' },
  { id: 2, domain: 'de.localhost', name: 'Amora DE', language: 'de' },
];
const version = (v: string, active: boolean, activated_at: string | null): RemoteVersion => ({
  name: 'mf_landers', version: v, manifest_url: `http://localhost:3100/mf_landers/${v}/mf-manifest.json`, active, created_at: '2026-11-20T10:00:00Z', activated_at,
});
const activation = (site: string, kind: RemoteActivation['kind'], v: string, percent: number): RemoteActivation => ({
  name: 'mf_landers', site, kind, version: v, manifest_url: `http://localhost:3100/mf_landers/${v}/mf-manifest.json`, percent, activated_at: '2026-11-26T12:00:00Z',
});
const LANDERS = {
  name: 'mf_landers',
  versions: [version('9.2.0', false, null), version('9.1.0', true, '2026-11-25T10:00:00Z'), version('9.0.0', false, '2026-11-21T10:00:00Z')],
  activations: [activation('de.localhost', 'canary', '9.2.0', 10), activation('localhost', 'pin', '9.0.0', 100)],
};

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('marketing');
  mockApi('get', '/api/operator/sites.php', { sites: SITES });
  mockApi('get', '/api/operator/releases.php', { remotes: [LANDERS] });
});
afterAll(() => resetBus());

const posts = () => requests.calls('/api/operator/releases.php', 'POST').map((r) => r.body);
const card = async () => within(await screen.findByRole('region', { name: 'mf_landers' }));

describe('/operator/releases — releases of the remotes (issue 31)', () => {
  it('shows the active version, the canaries with their share, the pins per site and the versions newest first', async () => {
    renderConsole('/operator/releases');
    const remote = await card();
    expect(remote.getByText('Active version: 9.1.0')).toBeInTheDocument();
    const canaries = within(remote.getByRole('table', { name: 'Canaries of mf_landers' }));
    expect(canaries.getByText('de.localhost')).toBeInTheDocument();
    expect(canaries.getByText('10 %')).toBeInTheDocument();
    const pins = within(remote.getByRole('table', { name: 'Pinned versions of mf_landers' }));
    expect(pins.getByText('9.0.0')).toBeInTheDocument();
    const versions = within(remote.getByRole('table', { name: 'Versions of mf_landers, newest first' })).getAllByRole('row');
    expect(versions.map((row) => row.querySelector('code')?.textContent).slice(1)).toEqual(['9.2.0', '9.1.0', '9.0.0']);
    expect(within(versions[2] as HTMLElement).getByText('Active')).toBeInTheDocument();
  });

  it('promotes a canary after a confirmation that names exactly what changes', async () => {
    mockApi('post', '/api/operator/releases.php', { remote: { ...version('9.2.0', true, '2026-11-27T10:00:00Z') } });
    renderConsole('/operator/releases');
    await userEvent.click((await card()).getByRole('button', { name: 'Promote the canary 9.2.0 on de.localhost' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Promote the canary of mf_landers' }));
    expect(dialog.getByText('All visitors of de.localhost will get version 9.2.0 of mf_landers (now 10 %) instead of 9.1.0.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Promote' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: mf_landers 9.2.0 was promoted (de.localhost).');
    expect(posts()).toEqual([{ name: 'mf_landers', action: 'promote', site: 'de.localhost' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rolls back a site’s pin, and shows the API’s refusal in the dialog, localized', async () => {
    mockApi('post', '/api/operator/releases.php', () => apiError(409, 'no_previous_version'));
    renderConsole('/operator/releases');
    await userEvent.click((await card()).getByRole('button', { name: 'Roll back the pinned version 9.0.0 on localhost' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Roll back mf_landers' }));
    expect(dialog.getByText('localhost stops running its own version 9.0.0 of mf_landers and follows the active version 9.1.0 again.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Roll back' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('There is no earlier version to roll back to.');
    expect(posts()).toEqual([{ name: 'mf_landers', action: 'rollback', site: 'localhost' }]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rolls the whole remote back to the version active before, for all sites', async () => {
    mockApi('post', '/api/operator/releases.php', { remote: version('9.0.0', true, '2026-11-27T10:00:00Z') });
    renderConsole('/operator/releases');
    await userEvent.click((await card()).getByRole('button', { name: 'Roll back mf_landers to the previous version' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('mf_landers goes back from version 9.1.0 to version 9.0.0 on all sites without a version of their own.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: mf_landers was rolled back (all sites); it now runs 9.0.0.');
    expect(posts()).toEqual([{ name: 'mf_landers', action: 'rollback' }]);
  });

  it('starts a canary of a version on one site with its share, and activates a version for one site chosen in the dialog', async () => {
    mockApi('post', '/api/operator/releases.php', ({ body }) => ({ remote: version((body as { version: string }).version, false, null) }));
    renderConsole('/operator/releases');
    const remote = await card();
    const form = within(remote.getByRole('form', { name: 'Start a canary of mf_landers' }));
    await userEvent.selectOptions(form.getByLabelText('Version'), '9.2.0');
    await userEvent.selectOptions(form.getByLabelText('Site'), 'localhost');
    await userEvent.clear(form.getByLabelText('Share (%)'));
    await userEvent.type(form.getByLabelText('Share (%)'), '25');
    await userEvent.click(form.getByRole('button', { name: 'Start…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start a canary of mf_landers' }));
    expect(dialog.getByText('25 % of the visitors of localhost will get version 9.2.0 of mf_landers; the others keep 9.0.0. A canary already running on this site is replaced.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Start the canary' }));
    await waitFor(() => expect(posts()).toEqual([{ name: 'mf_landers', action: 'canary', version: '9.2.0', site: 'localhost', percent: 25 }]));

    await userEvent.click(remote.getByRole('button', { name: 'Activate version 9.2.0' }));
    const activate = within(screen.getByRole('dialog', { name: 'Activate a version of mf_landers' }));
    expect(activate.getByTestId('release-change')).toHaveTextContent('Version 9.2.0 of mf_landers becomes the active version for all sites instead of 9.1.0.');
    await userEvent.selectOptions(activate.getByLabelText('Where'), 'de.localhost');
    expect(activate.getByTestId('release-change')).toHaveTextContent('de.localhost will run version 9.2.0 of mf_landers instead of 9.1.0, for all its visitors.');
    await userEvent.click(activate.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: mf_landers now runs version 9.2.0 (de.localhost).');
    expect(posts()[1]).toEqual({ name: 'mf_landers', action: 'activate', version: '9.2.0', site: 'de.localhost' });
  });

  it('refuses a share outside 1–99 % at the field', async () => {
    renderConsole('/operator/releases');
    const form = within((await card()).getByRole('form', { name: 'Start a canary of mf_landers' }));
    await userEvent.clear(form.getByLabelText('Share (%)'));
    await userEvent.type(form.getByLabelText('Share (%)'), '100');
    await userEvent.click(form.getByRole('button', { name: 'Start…' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Enter a share between 1 and 99 %.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
