import type { EditableSettings } from '@amora/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, makeSettings, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();
const SITES = [
  { id: 1, domain: 'localhost', name: 'Amora', language: 'en' },
  { id: 2, domain: 'de.localhost', name: 'Amora DE', language: 'de' },
];

/** A site's editable settings (`editableSettings`): the demo settings without what is worked out per request. */
function editable(over: Partial<EditableSettings> = {}): EditableSettings {
  const { domain, cdn_prefix, geoip_country, geoip_selected_country, company_id, push_public_key, ...rest } = makeSettings({ minimum_message_costs: { NL: { costs: 0.45, currency: 'EUR' } } });
  return { ...rest, ...over };
}

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('admin');
  mockApi('get', '/api/operator/counts.php', { photos: 0, reports: 0, complaints: 0 });
  mockApi('get', '/api/operator/sites.php', { sites: SITES });
  mockApi('get', '/api/operator/settings.php', ({ url }) => {
    const site = url.searchParams.get('site') ?? '';
    return { site, settings: editable({ name: site === 'de.localhost' ? 'Amora DE' : 'Amora', domain_language: site === 'de.localhost' ? 'de-DE' : 'en-US' }) };
  });
});
afterAll(() => resetBus());

const settingsCalls = () => requests.calls('/api/operator/settings.php', 'GET').map((r) => r.url.searchParams.get('site'));

describe('/operator/settings — site settings (issue 31)', () => {
  it('shows the first site’s settings in fieldsets, and another site’s once picked (kept in the address)', async () => {
    renderConsole('/operator/settings');
    expect(await screen.findByLabelText('Site name')).toHaveValue('Amora');
    expect(screen.getByRole('group', { name: 'Sign-up & search' })).toBeInTheDocument();
    expect(screen.getByLabelText('Countries (ISO codes)')).toHaveValue('NL, DE, BE');
    expect(screen.getByLabelText('Credits per message')).toHaveValue(5);
    expect(screen.getByLabelText('Sign-ups')).toHaveValue('all');
    expect(screen.getByRole('switch', { name: 'Show interests' })).toBeChecked();
    expect(screen.getByLabelText('Cheapest message price per country (read-only)')).toHaveValue('{"NL":{"costs":0.45,"currency":"EUR"}}');
    await userEvent.selectOptions(screen.getByLabelText('Site'), 'de.localhost');
    await waitFor(() => expect(screen.getByLabelText('Site name')).toHaveValue('Amora DE'));
    expect(new URLSearchParams(window.location.search).get('site')).toBe('de.localhost');
    expect(settingsCalls()).toEqual(['localhost', 'de.localhost']);
  });

  it('saves every setting (lists from comma-separated text) and says members see it within seconds', async () => {
    mockApi('put', '/api/operator/settings.php', ({ body }) => body as object);
    renderConsole('/operator/settings?site=de.localhost');
    const name = await screen.findByLabelText('Site name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Amora Deutschland');
    await userEvent.clear(screen.getByLabelText('Credits per message'));
    await userEvent.type(screen.getByLabelText('Credits per message'), '7');
    await userEvent.clear(screen.getByLabelText('Countries (ISO codes)'));
    await userEvent.type(screen.getByLabelText('Countries (ISO codes)'), 'de, at,ch');
    await userEvent.click(screen.getByRole('switch', { name: 'Show interests' }));
    await userEvent.selectOptions(screen.getByLabelText('Sign-ups'), 'invite');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved — members see it within a few seconds.');
    const [put] = requests.calls('/api/operator/settings.php', 'PUT');
    expect(put?.body).toEqual({
      site: 'de.localhost',
      settings: editable({ name: 'Amora Deutschland', domain_language: 'de-DE', message_credits: 7, countries: ['DE', 'AT', 'CH'], interests: false, signups: 'invite' }),
    });
  });

  it('checks the form with the contract’s schema before sending, and shows the API’s refusal at its field, keeping what was typed', async () => {
    mockApi('put', '/api/operator/settings.php', () => apiError(400, 'invalid_request', { issues: [{ path: 'body.settings.support_email', message: 'Invalid' }] }));
    renderConsole('/operator/settings');
    await userEvent.clear(await screen.findByLabelText('Site name'));
    await userEvent.clear(screen.getByLabelText('Refund period (days)'));
    await userEvent.type(screen.getByLabelText('Refund period (days)'), '400');
    await userEvent.clear(screen.getByLabelText('Countries (ISO codes)'));
    await userEvent.type(screen.getByLabelText('Countries (ISO codes)'), 'Netherlands');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter at most 365.')).toBeInTheDocument();
    expect(screen.getByText('Use two-letter country codes, for example NL, DE.')).toBeInTheDocument();
    expect(screen.getByLabelText('Site name')).toHaveFocus();
    expect(requests.calls('/api/operator/settings.php', 'PUT')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Site name'), 'Amora');
    await userEvent.clear(screen.getByLabelText('Refund period (days)'));
    await userEvent.type(screen.getByLabelText('Refund period (days)'), '30');
    await userEvent.clear(screen.getByLabelText('Countries (ISO codes)'));
    await userEvent.type(screen.getByLabelText('Countries (ISO codes)'), 'NL');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const field = screen.getByLabelText('Support e-mail address');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(field.parentElement as HTMLElement).getByRole('alert')).toHaveTextContent('The server did not accept this value.');
    expect(screen.getByText('The settings were not saved: check the marked fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Refund period (days)')).toHaveValue(30);
  });

  it('speaks German', async () => {
    await switchLocale('de');
    renderConsole('/de/operator/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Website-Einstellungen' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name der Website')).toHaveValue('Amora');
    expect(screen.getByRole('group', { name: 'Registrierung & Suche' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Nur auf Einladung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
  });
});
