import { bus } from '@amora/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeProfile, mockApi, recordRequests, setupI18n } from '@amora/shared/testing';
import { LIKES_NS } from '../../../i18n/load-locale';
import MatchModal from '../match-modal';

const dana = makeProfile({ id: 7, name: 'Dana' });

const requests = recordRequests();

beforeAll(() => setupI18n(LIKES_NS, (l) => import(`../../../i18n/${l}.json`)));
beforeEach(() => {
  loginOnBus();
  window.history.replaceState(null, '', '/likes/matches');
  mockApi('put', '/api/likes.php', { ok: true });
});
afterEach(() => jest.useRealTimers());

// First in the file: the other tests' modals also reload the likes 500 ms after they show.
describe('match modal: seen and reload', () => {
  it('marks the shown match seen, then reloads the likes after 500 ms (spec §4, §9)', async () => {
    const refreshes: number[] = [];
    const sub = bus.on('likes:refresh').subscribe(() => refreshes.push(Date.now()));
    render(<MatchModal profile={dana} onClose={jest.fn()} />);
    await screen.findByRole('dialog', { name: "It's a match!" });
    await waitFor(() => expect(requests.calls('/api/likes.php', 'PUT').map((r) => r.body)).toEqual([{ profile: 7, seen: true }]));
    expect(refreshes).toHaveLength(0);
    await waitFor(() => expect(refreshes).toHaveLength(1), { timeout: 2000 });
    sub.unsubscribe();
  });
});

describe('match modal (spec §2)', () => {
  it('announces the match as a dialog with the focus on its button', async () => {
    render(<MatchModal profile={dana} onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('You and Dana like each other.');
    expect(screen.getByRole('button', { name: 'Start a conversation' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Photo of Dana' })).toHaveAttribute('src', 'https://cdn.test/p/7.jpg');
  });

  it('closes on a click anywhere and on Esc', async () => {
    const onClose = jest.fn();
    render(<MatchModal profile={dana} onClose={onClose} />);
    await userEvent.click(await screen.findByText('Tap anywhere to close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('heading', { name: "It's a match!" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(window.location.pathname).toBe('/likes/matches');
  });

  it('opens the profile from the photo and closes', async () => {
    const onClose = jest.fn();
    render(<MatchModal profile={dana} onClose={onClose} />);
    const photo = await screen.findByRole('link', { name: 'View the profile of Dana' });
    expect(photo).toHaveAttribute('href', '/members/7');
    await userEvent.click(photo);
    expect(window.location.pathname).toBe('/members/7');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts a conversation from its button and closes', async () => {
    const onClose = jest.fn();
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    render(<MatchModal profile={dana} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a conversation' }));
    expect(window.location.pathname).toBe('/members/7/chat');
    expect(popstate).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', popstate);
  });

  it('keeps the locale prefix of a non-default locale in its links', async () => {
    bus.locale$.next('de');
    render(<MatchModal profile={dana} onClose={jest.fn()} />);
    expect(await screen.findByRole('link', { name: 'View the profile of Dana' })).toHaveAttribute('href', '/de/members/7');
    fireEvent.click(screen.getByRole('button', { name: 'Start a conversation' }));
    expect(window.location.pathname).toBe('/de/members/7/chat');
  });

  it('keeps Tab inside the dialog', async () => {
    render(<MatchModal profile={dana} onClose={jest.fn()} />);
    const button = await screen.findByRole('button', { name: 'Start a conversation' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'View the profile of Dana' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(button).toHaveFocus();
  });

});

describe('match modal without a profile: GET /api/auto-like.php (spec §7)', () => {
  it('shows the match the API announces, with its match-sized photo', async () => {
    const eva = makeProfile({ id: 9, name: 'Eva' });
    mockApi('get', '/api/auto-like.php', { profile: { ...eva, main_image: eva.main_image && { ...eva.main_image, match: 'p/9-match.jpg' } } });
    render(<MatchModal onClose={jest.fn()} />);
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toHaveTextContent('You and Eva like each other.');
    expect(screen.getByRole('img', { name: 'Photo of Eva' })).toHaveAttribute('src', 'https://cdn.test/p/9-match.jpg');
    await waitFor(() => expect(requests.calls('/api/likes.php', 'PUT').map((r) => r.body)).toEqual([{ profile: 9, seen: true }]));
  });

  it('closes without showing anything when there is no match to announce, or the call fails', async () => {
    mockApi('get', '/api/auto-like.php', { profile: null });
    const onClose = jest.fn();
    const { unmount } = render(<MatchModal onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    mockApi('get', '/api/auto-like.php', () => apiError(500, 'internal_error'));
    const onFailure = jest.fn();
    render(<MatchModal onClose={onFailure} />);
    await waitFor(() => expect(onFailure).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
