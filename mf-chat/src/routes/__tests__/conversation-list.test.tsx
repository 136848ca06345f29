import { bus } from '@amora/shared';
import { connectBus, createQueryClient, QueryProvider } from '@amora/shared/query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeChat, makeProfile, MemoryRouter, mockApi, recordRequests, renderRoute, setupI18n } from '@amora/shared/testing';
import { ConversationList } from '../conversation-list';

const lena = makeChat({ id: 100, profile: makeProfile({ id: 10, name: 'Lena', age: 31 }), num_unread_messages: 3 });
const mara = makeChat({ id: 200, profile: makeProfile({ id: 20, name: 'Mara', age: 27, main_image: null }), num_unread_messages: 150, last_message: null });
const jonas = makeChat({ id: 300, profile: makeProfile({ id: 30, name: 'Jonas', age: 35 }), last_message: { kind: 'text', text: 'See you Friday', created_at: new Date().toISOString(), from_me: true } });

const requests = recordRequests();

beforeAll(() => setupI18n('chat', (l) => import(`../../i18n/${l}.json`)));
beforeEach(() => {
  loginOnBus();
  bus.chats$.next(null);
});

const renderList = () => renderRoute('/chats', '/chats', <ConversationList />);

describe('/chats — conversation overview (spec §2)', () => {
  it('loads the list once with a spinner when the bus has none, and publishes it', async () => {
    mockApi('get', '/api/chats.php', { chats: [lena, mara, jonas] });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(requests.all.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /api/chats.php']);
    expect(bus.chats$.value?.map((c) => c.id)).toEqual([100, 200, 300]);
    expect(bus.badges$.value.unread).toBe(153);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows each partner with photo or placeholder, age, last message or hint, and unread badges capped at 99+', () => {
    bus.chats$.next([lena, mara, jonas]);
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();

    const [first, second, third] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/chats/100');
    expect(within(first).getByText('Lena, 31')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Photo of Lena' })).toHaveAttribute('src', 'https://cdn.test/p/10-thumb.jpg');
    expect(within(first).getByText('Hi there!')).toBeInTheDocument();
    expect(within(first).getByText('5 min. ago')).toBeInTheDocument();
    expect(within(first).getByText('3')).toHaveClass('badge', 'bg-unread-messages');
    expect(within(first).getByText('3 unread messages')).toBeInTheDocument();

    // No photo: the silhouette by gender stands in for it, named like a photo, no initial (issue 29).
    expect(within(second).getByRole('img', { name: 'Photo of Mara' })).toHaveAttribute('data-placeholder', 'female');
    expect(within(second).queryByText('M')).not.toBeInTheDocument();
    expect(within(second).getByText('No messages yet – say hello!')).toBeInTheDocument();
    expect(within(second).getByText('99+')).toHaveClass('bg-unread-messages');

    expect(within(third).getByText('You: See you Friday')).toBeInTheDocument();
    expect(within(third).getByText('now')).toBeInTheDocument();
    expect(within(third).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('follows the bus when the shell refreshes the list', async () => {
    bus.chats$.next([lena]);
    renderList();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => bus.chats$.next([lena, jonas]));
    expect(await screen.findByText('Jonas, 35')).toBeInTheDocument();
  });

  it('reloads and republishes the list when another app emits chats:refresh', async () => {
    const client = createQueryClient();
    const disconnect = connectBus(client);
    bus.chats$.next([lena]);
    render(
      <QueryProvider client={client}>
        <MemoryRouter>
          <ConversationList />
        </MemoryRouter>
      </QueryProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    mockApi('get', '/api/chats.php', { chats: [lena, jonas] });
    act(() => bus.emit('chats:refresh', {}));
    expect(await screen.findByText('Jonas, 35')).toBeInTheDocument();
    expect(requests.calls('/api/chats.php', 'get')).toHaveLength(1);
    expect(bus.chats$.value?.map((c) => c.id)).toEqual([100, 300]);
    disconnect();
  });

  it('shows an empty state that leads to the member search', async () => {
    bus.chats$.next([]);
    renderList();
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Search members' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/members');
  });

  it('asks visitors to log in instead of loading', () => {
    bus.auth$.next(null);
    renderList();
    expect(screen.getByText('Log in to see your messages.')).toBeInTheDocument();
    expect(requests.all).toHaveLength(0);
  });

  it('shows the error with a retry when the first load fails', async () => {
    mockApi('get', '/api/chats.php', { chats: [lena] });
    mockApi('get', '/api/chats.php', () => apiError(400, 'invalid_request'), { once: true });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lena, 31')).toBeInTheDocument();
  });
});

describe('/chats — removing a conversation (spec §4, §8)', () => {
  it('asks first; Cancel keeps the conversation', async () => {
    bus.chats$.next([lena, jonas]);
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation with Lena' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete conversation?' });
    expect(dialog).toHaveTextContent('Your conversation with Lena will be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(requests.all).toHaveLength(0);
  });

  it('removes it locally before the DELETE call answers, then sends {conversation}', async () => {
    let answer: () => void = () => undefined;
    mockApi('delete', '/api/chat.php', () => new Promise((resolve) => (answer = () => resolve({ ok: true }))));
    bus.chats$.next([lena, jonas]);
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation with Lena' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(screen.queryByText('Lena, 31')).not.toBeInTheDocument();
    expect(bus.chats$.value?.map((c) => c.id)).toEqual([300]);
    await waitFor(() => expect(requests.all).toHaveLength(1));
    expect(requests.all[0]).toMatchObject({ method: 'DELETE', body: { conversation: 100 } });
    expect(requests.all[0]?.url.pathname).toBe('/api/chat.php');

    answer();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(bus.chats$.value?.map((c) => c.id)).toEqual([300]);
    expect(requests.all).toHaveLength(1);
  });

  it('on a failed DELETE shows the error in a browser alert and reloads the list', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockApi('delete', '/api/chat.php', () => apiError(404, 'not_found'));
    mockApi('get', '/api/chats.php', { chats: [lena, jonas] });
    bus.chats$.next([lena, jonas]);
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation with Lena' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('An error has occurred.'));
    expect(await screen.findByText('Lena, 31')).toBeInTheDocument();
    expect(requests.all.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['DELETE /api/chat.php', 'GET /api/chats.php']);
    expect(bus.chats$.value?.map((c) => c.id)).toEqual([100, 300]);
    alert.mockRestore();
  });
});
