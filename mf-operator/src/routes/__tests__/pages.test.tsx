import type { SitePage } from '@amora/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../test-utils';

const requests = recordRequests();
const SITES = [{ id: 1, domain: 'localhost', name: 'Amora', language: 'en' }];
const page = (token: string, locale: string, title: string, body = 'First.\n\nSecond.'): SitePage => ({ token, locale, title, body, updated_at: '2026-11-20T10:00:00Z' });
const PAGES = [page('summer-rules', 'en', 'Summer rules'), page('summer-rules', 'de', 'Sommerregeln'), page('press', 'en', 'Press')];

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('marketing');
  mockApi('get', '/api/operator/sites.php', { sites: SITES });
  mockApi('get', '/api/operator/pages.php', { pages: PAGES });
});
afterAll(() => resetBus());

const puts = () => requests.calls('/api/operator/pages.php', 'PUT').map((r) => r.body);

describe('/operator/pages — static pages (issue 31)', () => {
  it('groups the pages by address with their languages, and saves an edited version', async () => {
    mockApi('put', '/api/operator/pages.php', ({ body }) => ({ page: { ...(body as SitePage), updated_at: '2026-11-27T10:00:00Z' } }));
    renderConsole('/operator/pages');
    const languages = within(await screen.findByRole('list', { name: 'Languages of /summer-rules' }));
    expect(languages.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['English', 'German']);
    expect(screen.getByRole('list', { name: 'Languages of /press' })).toBeInTheDocument();
    await userEvent.click(languages.getByRole('button', { name: 'Edit /summer-rules in German' }));
    const editor = within(screen.getByRole('form', { name: '/summer-rules in German' }));
    expect(editor.getByLabelText('Title')).toHaveValue('Sommerregeln');
    expect(editor.getByLabelText('Text')).toHaveValue('First.\n\nSecond.');
    expect(editor.queryByLabelText('Address')).not.toBeInTheDocument();
    await userEvent.clear(editor.getByLabelText('Title'));
    await userEvent.type(editor.getByLabelText('Title'), 'Regeln für den Sommer');
    await userEvent.click(editor.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByRole('status')).toHaveTextContent('/summer-rules in German was saved.');
    expect(puts()).toEqual([{ site: 'localhost', token: 'summer-rules', locale: 'de', title: 'Regeln für den Sommer', body: 'First.\n\nSecond.' }]);
  });

  it('creates a page, refusing an address of another page of the site before and after sending', async () => {
    mockApi('put', '/api/operator/pages.php', () => apiError(400, 'invalid_request', { issues: [{ path: 'body.token', message: 'token: this address belongs to another page of the site' }] }));
    renderConsole('/operator/pages');
    await userEvent.click(await screen.findByRole('button', { name: 'New page' }));
    const editor = within(screen.getByRole('form', { name: 'New page' }));
    await userEvent.type(editor.getByLabelText('Address'), 'members');
    await userEvent.selectOptions(editor.getByLabelText('Language'), 'nl');
    await userEvent.type(editor.getByLabelText('Title'), 'Pers');
    await userEvent.type(editor.getByLabelText('Text'), 'Contact.');
    await userEvent.click(editor.getByRole('button', { name: 'Save page' }));
    expect(await editor.findByText(/not the address of another page of the site/)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    await userEvent.clear(editor.getByLabelText('Address'));
    await userEvent.type(editor.getByLabelText('Address'), 'pers');
    await userEvent.click(editor.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(editor.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true'));
    expect(puts()).toEqual([{ site: 'localhost', token: 'pers', locale: 'nl', title: 'Pers', body: 'Contact.' }]);
    expect(editor.getByLabelText('Title')).toHaveValue('Pers');
  });

  it('requires a title and a text, sending nothing without them', async () => {
    renderConsole('/operator/pages');
    await userEvent.click(await screen.findByRole('button', { name: 'New page' }));
    const editor = within(screen.getByRole('form', { name: 'New page' }));
    await userEvent.type(editor.getByLabelText('Address'), 'pers');
    await userEvent.type(editor.getByLabelText('Title'), '   ');
    await userEvent.click(editor.getByRole('button', { name: 'Save page' }));
    expect(await editor.findByText('Enter a title of at most 200 characters.')).toBeInTheDocument();
    expect(editor.getByText('Enter a text of at most 50,000 characters.')).toBeInTheDocument();
    expect(editor.getByLabelText('Address')).not.toHaveAttribute('aria-invalid');
    expect(puts()).toHaveLength(0);
  });

  it('adds a language to a page, offering only the languages it lacks', async () => {
    mockApi('put', '/api/operator/pages.php', ({ body }) => ({ page: { ...(body as SitePage), updated_at: '2026-11-27T10:00:00Z' } }));
    renderConsole('/operator/pages');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a language /summer-rules' }));
    const editor = within(screen.getByRole('form', { name: 'New language of /summer-rules' }));
    const options = within(editor.getByLabelText('Language')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(options).not.toContain('en');
    expect(options).not.toContain('de');
    await userEvent.selectOptions(editor.getByLabelText('Language'), 'fr');
    await userEvent.type(editor.getByLabelText('Title'), 'Règles d’été');
    await userEvent.type(editor.getByLabelText('Text'), 'Bonjour.');
    await userEvent.click(editor.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByRole('status')).toHaveTextContent('/summer-rules in French was saved.');
    expect(puts()[0]).toMatchObject({ token: 'summer-rules', locale: 'fr' });
  });

  it('deletes one language, or the whole page, after a confirmation', async () => {
    mockApi('delete', '/api/operator/pages.php', { ok: true });
    renderConsole('/operator/pages');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete /summer-rules in German' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Delete /summer-rules?' }));
    expect(dialog.getByText(/The German version of \/summer-rules will be deleted/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('/summer-rules in German was deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete page /summer-rules' }));
    dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/will be deleted in all 2 languages/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('/summer-rules was deleted in every language.')).toBeInTheDocument();
    const deletes = requests.calls('/api/operator/pages.php', 'DELETE').map((r) => Object.fromEntries(r.url.searchParams));
    expect(deletes).toEqual([{ site: 'localhost', token: 'summer-rules', locale: 'de' }, { site: 'localhost', token: 'summer-rules' }]);
  });

  it('shows a failed deletion in the dialog, localized', async () => {
    mockApi('delete', '/api/operator/pages.php', () => apiError(404, 'not_found'));
    renderConsole('/operator/pages');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete page /press' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This page or site does not exist (any more). The list has been reloaded.');
  });
});
