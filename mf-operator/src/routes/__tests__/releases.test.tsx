import type { CanaryComparison, CanaryDecision, CanaryMetric, CanarySide, RemoteActivation, RemoteVersion } from '@amora/contracts';
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

/** One metric of a comparison (issue 35). */
const metric = (active: number | null, canary: number | null, p_value: number | null, significant = false, worse = false): CanaryMetric => ({
  active, canary, difference: active === null || canary === null ? null : canary - active, relative: active ? ((canary ?? 0) - active) / active : null, p_value, significant, worse,
});
/** One side of a comparison: `errors` and `signups` in `views` page views, p75 of LCP. */
const side = (v: string, views: number, errors: number, signups: number, lcp: number): CanarySide => ({
  version: v, page_views: views, errors, error_rate: errors / views, load_failures: 0, load_failure_rate: 0, retries: 0,
  outcomes: {
    signup_completed: { count: 0, rate: 0 }, message_sent: { count: 0, rate: 0 }, payment_started: { count: 0, rate: 0 }, payment_completed: { count: 0, rate: 0 },
    lander_signup_click: { count: signups, rate: signups / views },
  },
  vitals: { LCP: { samples: views, p75: lcp }, INP: { samples: 0, p75: null }, CLS: { samples: 0, p75: null }, TTFB: { samples: 0, p75: null } },
});
const REASON = '9.2.0 against 9.1.0: significantly worse over 1000 and 1000 page views: error rate 5.00% against 2.00% (+3.00 points, more than the 1.00 allowed, p = 0.00013).';
/** The canary of de.localhost, significantly worse than 9.1.0 (errors 5 % against 2 %; GET /api/operator/releases.php, issue 35). */
const WORSE: CanaryComparison = {
  name: 'mf_landers', site: 'de.localhost', version: '9.2.0', active_version: '9.1.0', percent: 10, activated_at: '2026-11-26T12:00:00Z', since: '2026-11-26T12:00:00Z', minutes: 42.5,
  auto_promote_after_minutes: 60, auto_promote_min_views: null,
  rules: { name: 'mf_landers', min_page_views: 200, max_error_rate_increase: 0.01, max_outcome_drop: 0.2, significance: 0.05, check_after_minutes: 10 },
  canary: side('9.2.0', 1000, 50, 30, 2480),
  active: side('9.1.0', 1000, 20, 32, 2100),
  metrics: {
    error_rate: metric(0.02, 0.05, 0.00013, true, true),
    load_failure_rate: metric(0, 0, null),
    outcomes: {
      signup_completed: metric(0, 0, null), message_sent: metric(0, 0, null), payment_started: metric(0, 0, null), payment_completed: metric(0, 0, null),
      lander_signup_click: metric(0.032, 0.03, 0.4),
    },
    vitals: { LCP: metric(2100, 2480, 0.2), INP: metric(null, null, null), CLS: metric(null, null, null), TTFB: metric(null, null, null) },
  },
  verdict: 'worse',
  reason: REASON,
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
/**
 * The judge's decisions, newest first, each with the comparison it was made on (`figures`): a
 * rollback two hours ago, a promotion three days ago, and one of an older API whose figures the
 * console cannot read (its English reason is shown).
 */
const DECISIONS: CanaryDecision[] = [
  { id: 7, name: 'mf_landers', site: 'localhost', version: '9.1.5', active_version: '9.1.0', decision: 'rolled_back', reason: '9.1.5 against 9.1.0: significantly worse over 1000 and 1000 page views.', figures: { ...WORSE, site: 'localhost', version: '9.1.5' }, decided_at: hoursAgo(2) },
  { id: 5, name: 'mf_landers', site: '', version: '9.1.0', active_version: '9.0.0', decision: 'promoted', reason: '9.1.0 held 60 minutes with 900 page views.', figures: { ...WORSE, site: '', version: '9.1.0', active_version: '9.0.0', minutes: 60.4, canary: side('9.1.0', 900, 9, 30, 2000), verdict: 'holding' }, decided_at: hoursAgo(72) },
  { id: 3, name: 'mf_landers', site: '', version: '9.0.0', active_version: '8.9.0', decision: 'promoted', reason: '9.0.0 held 30 minutes with 400 page views.', figures: {}, decided_at: hoursAgo(96) },
];

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

  it('shows a canary beside the active version: each measure, the difference, whether it is significant and the verdict with its reason (issue 35)', async () => {
    mockApi('get', '/api/operator/releases.php', { remotes: [{ ...LANDERS, comparisons: [WORSE], decisions: [] }] });
    renderConsole('/operator/releases');
    const remote = await card();
    const comparison = within(remote.getByRole('article', { name: '9.2.0 against 9.1.0 on de.localhost (10 % of visitors)' }));
    expect(comparison.getByText('Worse')).toBeInTheDocument();
    expect(comparison.getByText('Significantly worse than the active version: the canary judge rolls it back automatically.')).toBeInTheDocument();
    // The API's English sentence is not shown: the verdict and the table say it in the console's language.
    expect(comparison.queryByText(REASON)).not.toBeInTheDocument();
    expect(comparison.getByText(/Promoted automatically after 60 min with at least 200 page views/)).toBeInTheDocument();
    const table = within(comparison.getByRole('table', { name: 'Real-user measurements of 9.2.0 against 9.1.0 on de.localhost' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Measure', 'Active (9.1.0)', 'Canary (9.2.0)', 'Difference', 'Significance']);
    const row = (name: string) => table.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('Page views')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1,000', '1,000', '–', 'At least 200 each needed']);
    expect(within(row('Errors per page view')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2% (20)', '5% (50)', '+3 percentage points (+150%)', 'Significantly worsep < 0.001']);
    expect(within(row('Sign-up clicks on landers per page view')).getByText('Not significant yet')).toBeInTheDocument();
    expect(within(row('Sign-up clicks on landers per page view')).getByText('p = 0.4')).toBeInTheDocument();
    expect(within(row('LCP (75th percentile)')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2,100 ms', '2,480 ms', '+380 ms (+18%)', 'Not significant yetp = 0.2']);
    // Outcomes nobody reached on either side are left out.
    expect(table.queryByRole('rowheader', { name: 'Messages sent per page view' })).not.toBeInTheDocument();
    // The rules in words, one percentage point in the singular.
    expect(screen.getByText(/worse means more than 1 percentage point more errors or load failures, or an outcome down by more than 20%/)).toBeInTheDocument();
  });

  it('lists the judge’s automatic decisions and announces a rollback of the last 24 hours at the top of the remote (issue 35)', async () => {
    mockApi('get', '/api/operator/releases.php', { remotes: [{ ...LANDERS, comparisons: [], decisions: DECISIONS }] });
    renderConsole('/operator/releases');
    const remote = await card();
    const alert = remote.getByRole('alert');
    expect(alert).toHaveTextContent(/^Rolled back automatically \(.+\): the canary 9\.1\.5 of mf_landers on localhost; its visitors get 9\.1\.0 again\./);
    // Why, from the comparison it was decided on: each measure significantly worse, both sides and the difference.
    expect(alert).toHaveTextContent(/Significantly worse over 1,000 page views of the canary and 1,000 of the active version: Errors per page view: 5% \(50\) against 2% \(20\), \+3 percentage points \(\+150%\)$/);
    // The promotion of three days ago is listed, not announced.
    expect(remote.queryByText(/^Promoted automatically \(/)).not.toBeInTheDocument();
    const table = within(remote.getByRole('table', { name: 'Latest automatic decisions for mf_landers, newest first' }));
    const rows = table.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Rolled back automatically', 'localhost', '9.1.5', '9.1.0', alert.textContent?.replace(/^Rolled back automatically \(.+?\): .+? again\. /, '')],
      ['Promoted automatically', 'All sites', '9.1.0', '9.0.0', 'Held 60 minutes with 900 page views, nothing significantly worse.'],
      ['Promoted automatically', 'All sites', '9.0.0', '8.9.0', '9.0.0 held 30 minutes with 400 page views.'],
    ]);
  });

  it('starts a canary that promotes itself after N minutes with M page views, sent only when filled (issue 35)', async () => {
    mockApi('post', '/api/operator/releases.php', ({ body }) => ({ remote: version((body as { version: string }).version, false, null) }));
    renderConsole('/operator/releases');
    const form = within((await card()).getByRole('form', { name: 'Start a canary of mf_landers' }));
    expect(form.getByRole('group', { name: 'Automatic promotion (optional)' })).toBeInTheDocument();
    // Page views alone are refused at the field: the API needs the minutes.
    await userEvent.type(form.getByLabelText('With at least (page views)'), '500');
    await userEvent.click(form.getByRole('button', { name: 'Start…' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Enter the minutes too, or leave the page views empty.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Promote automatically after (minutes)'), '90');
    await userEvent.click(form.getByRole('button', { name: 'Start…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start a canary of mf_landers' }));
    expect(dialog.getByTestId('release-auto-promote')).toHaveTextContent('It is promoted automatically after 90 min with at least 500 page views, unless the canary judge finds it worse.');
    await userEvent.click(dialog.getByRole('button', { name: 'Start the canary' }));
    await waitFor(() => expect(posts()).toEqual([{ name: 'mf_landers', action: 'canary', version: '9.2.0', percent: 10, auto_promote_after_minutes: 90, auto_promote_min_views: 500 }]));
  });

  it('speaks German and Dutch in the comparison and the decisions (issue 35)', async () => {
    mockApi('get', '/api/operator/releases.php', { remotes: [{ ...LANDERS, comparisons: [WORSE], decisions: DECISIONS }] });
    await switchLocale('de');
    const { unmount } = renderConsole('/de/operator/releases');
    let remote = await card();
    expect(remote.getByRole('alert')).toHaveTextContent(/^Automatisch zurückgerollt \(.+\): der Canary 9\.1\.5 von mf_landers auf localhost/);
    expect(remote.getByRole('alert')).toHaveTextContent(/Signifikant schlechter bei 1\.000 Seitenaufrufen des Canarys und 1\.000 der aktiven Version: Fehler pro Seitenaufruf: .+ gegenüber .+, \+3 Prozentpunkte/);
    expect(remote.getByText('60 Minuten mit 900 Seitenaufrufen gehalten, nichts signifikant schlechter.')).toBeInTheDocument();
    let table = within(remote.getByRole('table', { name: 'Messungen echter Besucher: 9.2.0 im Vergleich zu 9.1.0 auf de.localhost' }));
    expect(within(table.getByRole('rowheader', { name: 'Fehler pro Seitenaufruf' }).closest('tr') as HTMLElement).getByText('Signifikant schlechter')).toBeInTheDocument();
    expect(table.getByText('+3 Prozentpunkte (+150 %)')).toBeInTheDocument();
    unmount();
    await switchLocale('nl');
    renderConsole('/nl/operator/releases');
    remote = await card();
    table = within(remote.getByRole('table', { name: 'Metingen bij echte bezoekers: 9.2.0 tegenover 9.1.0 op de.localhost' }));
    expect(table.getAllByText('Nog niet significant').length).toBeGreaterThan(0);
    expect(remote.getByRole('table', { name: 'Laatste automatische beslissingen voor mf_landers, nieuwste eerst' })).toHaveTextContent('Automatisch doorgevoerd');
  });
});
