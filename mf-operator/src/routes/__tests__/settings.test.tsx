import type { EditableSettings, PaymentProviderOptions } from '@amora/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, makeSettings, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();
const SITES = [
  { id: 1, domain: 'localhost', name: 'Amora', language: 'en' },
  { id: 2, domain: 'de.localhost', name: 'Amora DE', language: 'de' },
];

/** A site's editable settings (`editableSettings`): the demo settings without what is worked out per request, paying through the sandbox, every page view measured (issue 35). */
function editable(over: Partial<EditableSettings> = {}): EditableSettings {
  const { domain, cdn_prefix, geoip_country, geoip_selected_country, company_id, push_public_key, ...rest } = makeSettings({ minimum_message_costs: { NL: { costs: 0.45, currency: 'EUR' } } });
  return { ...rest, payment_providers: { default: 'sandbox' }, rum_sample_rate: 1, ...over };
}

/**
 * The settings answer's payment options (issue 32): an installation with Mollie's key but not
 * Stripe's; the methods each provider takes as the API lists them (services/payments/provider-options.ts).
 */
const OPTIONS: PaymentProviderOptions = {
  configured_providers: ['sandbox', 'mollie'],
  provider_methods: {
    sandbox: ['sct', 'prezelewy24', 'blik', 'giropay', 'card', 'mobilepay', 'swish', 'twint', 'satispay', 'vipps', 'ideal', 'bancontact', 'applepay', 'paysafecard', 'paypal', 'sofort', 'eps'],
    mollie: ['sct', 'prezelewy24', 'blik', 'card', 'mobilepay', 'swish', 'twint', 'satispay', 'vipps', 'ideal', 'bancontact', 'applepay', 'paysafecard', 'paypal', 'eps'],
    stripe: ['prezelewy24', 'blik', 'card', 'mobilepay', 'swish', 'twint', 'satispay', 'ideal', 'bancontact', 'applepay', 'paypal', 'eps'],
  },
};
/** `GET`/`PUT /api/operator/settings.php`'s answer for a site's settings. */
const answer = (site: string, settings: EditableSettings) => ({ site, settings, ...OPTIONS });

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('admin');
  mockApi('get', '/api/operator/counts.php', { photos: 0, reports: 0, complaints: 0 });
  mockApi('get', '/api/operator/sites.php', { sites: SITES });
  mockApi('get', '/api/operator/settings.php', ({ url }) => {
    const site = url.searchParams.get('site') ?? '';
    return answer(site, editable({ name: site === 'de.localhost' ? 'Amora DE' : 'Amora', domain_language: site === 'de.localhost' ? 'de-DE' : 'en-US' }));
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
    mockApi('put', '/api/operator/settings.php', ({ body }) => ({ ...(body as { site: string; settings: EditableSettings }), ...OPTIONS }));
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

  it('chooses the payment provider per method the site offers; a provider without keys on the server cannot be chosen (issue 32)', async () => {
    mockApi('put', '/api/operator/settings.php', ({ body }) => ({ ...(body as { site: string; settings: EditableSettings }), ...OPTIONS }));
    renderConsole('/operator/settings');
    const group = await screen.findByRole('group', { name: 'Payment providers' });
    const fallback = within(group).getByLabelText('Default provider');
    expect(fallback).toHaveValue('sandbox');
    expect(within(fallback).getByRole('option', { name: 'Stripe – not configured on the server' })).toBeDisabled();
    expect(within(fallback).getByRole('option', { name: 'Mollie' })).toBeEnabled();
    // One select per method NL, DE and BE offer (SEPA direct debit is the site's own form).
    expect(within(group).getAllByRole('combobox').map((select) => (select as HTMLSelectElement).labels[0]?.textContent)).toEqual([
      'Default provider', 'iDEAL', 'Credit card', 'PayPal', 'Apple Pay', 'Bank transfer (SEPA)', 'paysafecard', 'Sofort', 'giropay', 'Bancontact',
    ]);
    expect(within(group).queryByLabelText('SEPA direct debit')).not.toBeInTheDocument();
    // A method lists the providers that take it: Sofort only the sandbox.
    expect(within(within(group).getByLabelText('Sofort')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Default (Sandbox)', 'Sandbox']);
    expect(within(within(group).getByLabelText('Credit card')).getByRole('option', { name: 'Stripe – not configured on the server' })).toBeDisabled();

    await userEvent.selectOptions(fallback, 'mollie');
    expect(within(group).getByText('Mollie does not offer Sofort: members cannot pay this way until you choose another provider here.')).toBeInTheDocument();
    await userEvent.selectOptions(within(group).getByLabelText('Sofort'), 'sandbox');
    await userEvent.selectOptions(within(group).getByLabelText('Credit card'), 'sandbox');
    // A country added in the form brings its methods.
    await userEvent.type(screen.getByLabelText('Countries (ISO codes)'), ', pl');
    expect(within(group).getByLabelText('BLIK')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved — members see it within a few seconds.');
    const [put] = requests.calls('/api/operator/settings.php', 'PUT');
    expect((put?.body as { settings?: EditableSettings } | undefined)?.settings?.payment_providers).toEqual({ default: 'mollie', methods: { card: 'sandbox', sofort: 'sandbox' } });
  });

  it('refuses before sending a provider whose keys are gone, and shows the API’s refusal at its select (issue 32)', async () => {
    mockApi('get', '/api/operator/settings.php', answer('localhost', editable({ payment_providers: { default: 'sandbox', methods: { ideal: 'stripe' } } })));
    mockApi('put', '/api/operator/settings.php', () =>
      apiError(400, 'payment_provider_not_configured', { provider: 'mollie', method: 'ideal', issues: [{ path: 'body.settings.payment_providers.methods.ideal', message: 'payment_provider_not_configured' }] }),
    );
    renderConsole('/operator/settings');
    const ideal = await screen.findByLabelText('iDEAL');
    expect(ideal).toHaveValue('stripe');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(ideal).toHaveAttribute('aria-invalid', 'true'));
    expect(within(ideal.parentElement as HTMLElement).getByRole('alert')).toHaveTextContent('Stripe is not configured on the server (its keys are missing). Choose another provider.');
    expect(ideal).toHaveFocus();
    expect(requests.calls('/api/operator/settings.php', 'PUT')).toHaveLength(0);

    // Mollie's key went away on the server meanwhile: the API says so, at the same select.
    await userEvent.selectOptions(ideal, 'mollie');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings were not saved: check the marked fields.')).toBeInTheDocument();
    expect(within(ideal.parentElement as HTMLElement).getByRole('alert')).toHaveTextContent('Mollie is not configured on the server (its keys are missing). Choose another provider.');
    expect(requests.calls('/api/operator/settings.php', 'PUT')).toHaveLength(1);
  });

  it('edits the share of page views measured by real users as a percentage, with its hint, saved as a share 0–1 (issue 35)', async () => {
    mockApi('get', '/api/operator/settings.php', answer('localhost', editable({ rum_sample_rate: 0.25 })));
    mockApi('put', '/api/operator/settings.php', ({ body }) => ({ ...(body as { site: string; settings: EditableSettings }), ...OPTIONS }));
    renderConsole('/operator/settings');
    const group = within(await screen.findByRole('group', { name: 'Real-user measurements' }));
    const rate = group.getByLabelText('Page views measured (%)');
    expect(rate).toHaveValue(25);
    expect(rate).toHaveAccessibleDescription(/^The share of page views whose browsers report loading times, errors and outcomes/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await group.findByRole('alert')).toHaveTextContent('Enter a percentage from 0 to 100.');
    expect(requests.calls('/api/operator/settings.php', 'PUT')).toHaveLength(0);
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved — members see it within a few seconds.');
    const [put] = requests.calls('/api/operator/settings.php', 'PUT');
    expect((put?.body as { settings?: EditableSettings } | undefined)?.settings?.rum_sample_rate).toBe(0.125);
    expect(rate).toHaveValue(12.5);
  });

  it('speaks German', async () => {
    await switchLocale('de');
    renderConsole('/de/operator/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Website-Einstellungen' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name der Website')).toHaveValue('Amora');
    expect(screen.getByRole('group', { name: 'Registrierung & Suche' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Nur auf Einladung' })).toBeInTheDocument();
    const payments = screen.getByRole('group', { name: 'Zahlungsanbieter' });
    const fallback = within(payments).getByLabelText('Standardanbieter');
    expect(fallback).toHaveValue('sandbox');
    expect(within(fallback).getByRole('option', { name: 'Stripe – auf dem Server nicht eingerichtet' })).toBeDisabled();
    expect(within(within(payments).getByLabelText('Kreditkarte')).getByRole('option', { name: 'Standard (Sandbox)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Messungen echter Besucher' })).getByLabelText('Gemessene Seitenaufrufe (%)')).toHaveValue(100);
  });
});
