import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();
const SITES = [
  { id: 1, domain: 'localhost', name: 'Amora', language: 'en' },
  { id: 2, domain: 'de.localhost', name: 'Amora DE', language: 'de' },
];
const CAMPAIGN = { id: 4, site: 'localhost', kind: 'news' as const, locales: ['en' as const, 'de' as const], subject: 'Summer news', created_at: '2026-11-20T10:00:00Z', queued: 120, sent: 80 };

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('marketing');
  mockApi('get', '/api/operator/sites.php', { sites: SITES });
  mockApi('get', '/api/operator/campaigns.php', ({ url }) => ({ campaigns: url.searchParams.get('site') === 'localhost' ? [CAMPAIGN] : [] }));
});
afterAll(() => resetBus());

describe('/operator/campaigns — campaign mails (issue 31)', () => {
  it('lists the site’s campaigns with their queued and sent mails, per site picked', async () => {
    renderConsole('/operator/campaigns');
    const row = within((await screen.findByText('Summer news')).closest('tr') as HTMLElement);
    expect(row.getByText('News')).toBeInTheDocument();
    expect(row.getByText('en, de')).toBeInTheDocument();
    expect(row.getByText('80 / 120')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Site'), 'de.localhost');
    expect(await screen.findByText('This site has no campaigns yet.')).toBeInTheDocument();
    expect(requests.calls('/api/operator/campaigns.php').map((r) => r.url.searchParams.get('site'))).toEqual(['localhost', 'de.localhost']);
  });

  it('queues a campaign in two languages after "Queue this campaign for all members of <site> who want <kind>?"', async () => {
    mockApi('post', '/api/operator/campaigns.php', { id: 5, queued: 12 }, { status: 201 });
    renderConsole('/operator/campaigns');
    const form = within(await screen.findByRole('form', { name: 'New campaign' }));
    await userEvent.click(form.getByRole('radio', { name: 'News' }));
    const english = within(form.getByRole('group', { name: 'English' }));
    await userEvent.type(english.getByLabelText('Subject'), 'Winter is here');
    await userEvent.type(english.getByLabelText('Text'), 'First paragraph.{Enter}{Enter}Second paragraph.');
    const preview = within(english.getByRole('region', { name: 'Preview (English)' }));
    expect(preview.getByText('Winter is here')).toBeInTheDocument();
    expect(preview.getByText('Second paragraph.')).toBeInTheDocument();
    await userEvent.selectOptions(form.getByLabelText('Add a language'), 'de');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    const german = within(form.getByRole('group', { name: 'German' }));
    await userEvent.type(german.getByLabelText('Subject'), 'Der Winter ist da');
    await userEvent.type(german.getByLabelText('Text'), 'Hallo.');
    await userEvent.click(form.getByRole('button', { name: 'Queue…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Queue this campaign?' }));
    expect(dialog.getByText('Queue this campaign for all members of Amora (localhost) who want news?')).toBeInTheDocument();
    expect(requests.calls('/api/operator/campaigns.php', 'POST')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Queue' }));
    expect(await screen.findByText('Queued: 12 mails.')).toHaveAttribute('role', 'status');
    expect(requests.calls('/api/operator/campaigns.php', 'POST')[0]?.body).toEqual({
      site: 'localhost',
      kind: 'news',
      texts: { en: { subject: 'Winter is here', body: 'First paragraph.\n\nSecond paragraph.' }, de: { subject: 'Der Winter ist da', body: 'Hallo.' } },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(form.getByLabelText('Subject')).toHaveValue('');
  });

  it('asks for a subject and a text before anything is sent, and keeps the dialog with a localized error when the API refuses', async () => {
    mockApi('post', '/api/operator/campaigns.php', () => apiError(404, 'not_found'));
    renderConsole('/operator/campaigns');
    const form = within(await screen.findByRole('form', { name: 'New campaign' }));
    await userEvent.click(form.getByRole('button', { name: 'Queue…' }));
    expect(await form.findByText('Enter a subject of at most 200 characters.')).toBeInTheDocument();
    expect(form.getByText('Enter a text of at most 20,000 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Subject'), 'Deals');
    await userEvent.type(form.getByLabelText('Text'), 'Half price.');
    await userEvent.click(form.getByRole('button', { name: 'Queue…' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Queue this campaign for all members of Amora (localhost) who want promotions?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Queue' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This site does not exist or your account may not act on it.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(form.getByLabelText('Subject')).toHaveValue('Deals');
  });

  it('speaks Dutch', async () => {
    await switchLocale('nl');
    renderConsole('/nl/operator/campaigns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campagnes' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Engels' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Aanbiedingen' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'In de wachtrij zetten…' })).toBeInTheDocument();
  });
});
