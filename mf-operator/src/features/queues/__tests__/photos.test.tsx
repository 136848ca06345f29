import type { QueuePhoto } from '@amora/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, HttpResponse, http, mockApi, recordRequests, resetBus, server } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../../test-utils';

const requests = recordRequests();

/** A pending photo as `GET /api/operator/photos.php` answers it. */
const photo = (id: number, name: string, over: Partial<QueuePhoto> = {}): QueuePhoto => ({
  kind: 'profile',
  id,
  url: `https://cdn.amora.test/p/${id}.jpg`,
  thumb_url: `https://cdn.amora.test/p/${id}-thumb.jpg`,
  created_at: '2026-11-27T08:00:00Z',
  member: { user_id: id + 1000, profile_id: id + 500, name, age: 31, country: 'NL', site: 'amora.test' },
  other_photos: [{ id: id + 1, thumb_url: `https://cdn.amora.test/p/${id + 1}-thumb.jpg`, status: 'active' }],
  claimed_until: '2026-11-27T08:10:00Z',
  ...over,
});

/** `GET /api/operator/photos.php` answers each page in turn (the last one again after that). */
function mockPages(...pages: { photos: QueuePhoto[]; total: number }[]) {
  let call = 0;
  mockApi('get', '/api/operator/photos.php', () => pages[Math.min(call++, pages.length - 1)] as object);
}

/** The photo under review, by its alternative text. */
const shownPhoto = () => screen.findByRole('img', { name: /waiting for review$/ });

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  mockApi('delete', '/api/operator/claims.php', { released: 0 });
  await switchLocale('en');
  mockSignedIn('moderator');
  mockApi('get', '/api/operator/counts.php', { photos: 3, reports: 0, complaints: 0 });
});
afterAll(() => resetBus());

describe('/operator/photos — the photo queue (issue 31)', () => {
  it('shows the claimed photos one at a time, large, with the member, their other photos and the pending count', async () => {
    mockPages({ photos: [photo(101, 'Lena'), photo(202, 'Marco', { kind: 'chat', other_photos: [] })], total: 3 });
    renderConsole('/operator/photos');
    expect(await shownPhoto()).toHaveAttribute('src', 'https://cdn.amora.test/p/101.jpg');
    expect(requests.calls('/api/operator/photos.php')[0]?.url.searchParams.get('limit')).toBe('20');
    expect(screen.getByRole('heading', { level: 1, name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByText('3 photos pending')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lena, 31' })).toBeInTheDocument();
    expect(screen.getByText('Netherlands')).toBeInTheDocument();
    expect(screen.getByText('amora.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Look up Lena' })).toHaveAttribute('href', '/operator/members/1101');
    expect(screen.getByRole('img', { name: 'Other photo 1 (live)' })).toHaveAttribute('src', 'https://cdn.amora.test/p/102-thumb.jpg');
    expect(screen.getByText('Profile photo')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 on this page')).toBeInTheDocument();
    for (const [name, key] of [['Approve', 'A'], ['Reject', 'R'], ['Next', 'J'], ['Previous', 'K']]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-keyshortcuts', key);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await shownPhoto()).toHaveAttribute('src', 'https://cdn.amora.test/p/202.jpg');
    expect(screen.getByText('Chat photo')).toBeInTheDocument();
    expect(screen.getByText('No other photos.')).toBeInTheDocument();
  });

  it('gives back the photos it holds when the operator leaves the queue or closes the tab', async () => {
    mockPages({ photos: [photo(101, 'Lena')], total: 1 });
    const { unmount } = renderConsole('/operator/photos');
    await shownPhoto();
    expect(requests.calls('/api/operator/claims.php', 'DELETE')).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(requests.calls('/api/operator/claims.php', 'DELETE')).toHaveLength(1));
    unmount();
    await waitFor(() => expect(requests.calls('/api/operator/claims.php', 'DELETE')).toHaveLength(2));
    expect(requests.calls('/api/operator/claims.php', 'DELETE').map((c) => c.url.searchParams.get('queue'))).toEqual(['photos', 'photos']);
  });

  it('approves with the button, shows the next photo and asks for the navigation’s counts again', async () => {
    mockPages({ photos: [photo(101, 'Lena'), photo(202, 'Marco')], total: 3 });
    mockApi('post', '/api/operator/photos.php', { ok: true });
    renderConsole('/operator/photos');
    await shownPhoto();
    await waitFor(() => expect(requests.calls('/api/operator/counts.php')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the photo of Lena is now shown.')).toHaveAttribute('role', 'status');
    expect(requests.calls('/api/operator/photos.php', 'POST')[0]?.body).toEqual({ kind: 'profile', id: 101, decision: 'approve' });
    expect(await shownPhoto()).toHaveAttribute('src', 'https://cdn.amora.test/p/202.jpg');
    expect(screen.getByText('2 photos pending')).toBeInTheDocument();
    await waitFor(() => expect(requests.calls('/api/operator/counts.php')).toHaveLength(2));
  });

  it('works with the keys A, R, J and K, but not while typing or while the reason dialog is open', async () => {
    mockPages({ photos: [photo(101, 'Lena'), photo(202, 'Marco'), photo(303, 'Ines')], total: 3 });
    mockApi('post', '/api/operator/photos.php', { ok: true });
    renderConsole('/operator/photos');
    await shownPhoto();
    await userEvent.keyboard('j');
    expect(await shownPhoto()).toHaveAttribute('src', 'https://cdn.amora.test/p/202.jpg');
    await userEvent.keyboard('k');
    expect(await shownPhoto()).toHaveAttribute('src', 'https://cdn.amora.test/p/101.jpg');
    await userEvent.keyboard('J');
    await userEvent.keyboard('a');
    expect(await screen.findByText('Approved: the photo of Marco is now shown.')).toBeInTheDocument();
    expect(requests.calls('/api/operator/photos.php', 'POST')[0]?.body).toEqual({ kind: 'profile', id: 202, decision: 'approve' });
    expect(await shownPhoto()).toHaveAttribute('src', 'https://cdn.amora.test/p/303.jpg');

    await userEvent.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject the photo of Ines?' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'jak ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nudity' }));
    await userEvent.keyboard('ajk');
    expect(reason).toHaveValue('Nudity');
    expect(requests.calls('/api/operator/photos.php', 'POST')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.calls('/api/operator/photos.php', 'POST')[1]?.body).toEqual({ kind: 'profile', id: 303, decision: 'reject', reason: 'Nudity' });
    expect(screen.getByText('Rejected: the photo of Ines will not be shown.')).toBeInTheDocument();
  });

  it('asks for a reason before rejecting, and keeps it with the localized error when the call fails', async () => {
    mockPages({ photos: [photo(101, 'Lena')], total: 1 });
    server.use(http.post('/api/operator/photos.php', () => HttpResponse.error()));
    renderConsole('/operator/photos');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the photo of Lena?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(requests.calls('/api/operator/photos.php', 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Shows a celebrity');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No connection to the server. Check your network and try again.');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Shows a celebrity');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await shownPhoto()).toHaveAttribute('src', 'https://cdn.amora.test/p/101.jpg');
  });

  it('skips a photo another operator holds (409 claimed_by_other) with a notice, fetches the next page when the page is done, and ends in a done state', async () => {
    mockPages({ photos: [photo(101, 'Lena'), photo(202, 'Marco')], total: 4 }, { photos: [photo(303, 'Ines')], total: 2 }, { photos: [], total: 0 });
    mockApi('post', '/api/operator/photos.php', ({ body }) => ((body as { id: number }).id === 101 ? apiError(409, 'claimed_by_other', { claimed_until: '2026-11-27T08:10:00Z' }) : { ok: true }));
    renderConsole('/operator/photos');
    await shownPhoto();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another operator is reviewing this photo, so it was skipped.');
    expect(await shownPhoto()).toHaveAttribute('src', 'https://cdn.amora.test/p/202.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await shownPhoto()).toHaveAttribute('src', 'https://cdn.amora.test/p/303.jpg');
    expect(requests.calls('/api/operator/photos.php', 'GET')).toHaveLength(2);
    expect(screen.getByText('2 photos pending')).toBeInTheDocument();
    await userEvent.keyboard('a');
    expect(await screen.findByRole('heading', { level: 2, name: 'All done' })).toBeInTheDocument();
    expect(screen.getByText('No photos are waiting for review.')).toBeInTheDocument();
    expect(screen.getByText('0 photos pending')).toBeInTheDocument();
    expect(requests.calls('/api/operator/photos.php', 'GET')).toHaveLength(3);
  });

  it('speaks German on a German page', async () => {
    await switchLocale('de');
    mockPages({ photos: [photo(101, 'Lena')], total: 1 }, { photos: [], total: 0 });
    server.use(http.post('/api/operator/photos.php', () => apiError(404, 'not_found')));
    renderConsole('/de/operator/photos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fotos' })).toBeInTheDocument();
    expect(await screen.findByText('1 Foto offen')).toBeInTheDocument();
    expect(screen.getByText('Niederlande')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lena nachschlagen' })).toHaveAttribute('href', '/de/operator/members/1101');
    await userEvent.click(screen.getByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieses Foto wurde bereits geprüft oder existiert nicht mehr, daher wurde es übersprungen.');
    expect(await screen.findByRole('heading', { level: 2, name: 'Alles erledigt' })).toBeInTheDocument();
  });
});
