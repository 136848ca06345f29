import { bus } from '@amora/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, loginOnBus, makeChat, makeProfile, renderRoute, setupI18n } from '../../test-utils';
import { ConversationList } from '../conversation-list';

const lena = makeChat({ id: 100, profile: makeProfile({ id: 10, name: 'Lena', age: 31 }), num_unread_messages: 3 });
const mara = makeChat({ id: 200, profile: makeProfile({ id: 20, name: 'Mara', age: 27, main_image: null }), num_unread_messages: 150, last_message: null });
const jonas = makeChat({ id: 300, profile: makeProfile({ id: 30, name: 'Jonas', age: 35 }), last_message: { text: 'See you Friday', created_at: new Date().toISOString(), from_me: true } });

let fetchMock: jest.Mock;

beforeAll(setupI18n);
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  loginOnBus();
  bus.chats$.next(null);
});

const renderList = () => renderRoute('/chats', '/chats', <ConversationList />);

describe('/chats — conversation overview (spec §2)', () => {
  it('loads the list once with a spinner when the bus has none, and publishes it', async () => {
    fetchMock.mockResolvedValueOnce(json({ chats: [lena, mara, jonas] }));
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/chats.php');
    expect(bus.chats$.value).toHaveLength(3);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows each partner with photo or placeholder, age, last message or hint, and unread badges capped at 99+', () => {
    bus.chats$.next([lena, mara, jonas]);
    renderList();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();

    const [first, second, third] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/chats/100');
    expect(within(first).getByText('Lena, 31')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Photo of Lena' })).toHaveAttribute('src', 'https://cdn.test/p/10-thumb.jpg');
    expect(within(first).getByText('Hi there!')).toBeInTheDocument();
    expect(within(first).getByText('5 min. ago')).toBeInTheDocument();
    expect(within(first).getByText('3')).toHaveClass('badge', 'bg-unread-messages');
    expect(within(first).getByText('3 unread messages')).toBeInTheDocument();

    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second).getByText('M')).toBeInTheDocument();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error with a retry when the first load fails', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'invalid_request', message: 'no' }, 400)).mockResolvedValueOnce(json({ chats: [lena] }));
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes it locally before the DELETE call answers, then sends {conversation}', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    bus.chats$.next([lena, jonas]);
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation with Lena' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(screen.queryByText('Lena, 31')).not.toBeInTheDocument();
    expect(bus.chats$.value?.map((c) => c.id)).toEqual([300]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/chat.php');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({ conversation: 100 });

    answer(json({ ok: true }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(bus.chats$.value?.map((c) => c.id)).toEqual([300]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on a failed DELETE shows the error in a browser alert and reloads the list', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json({ error: 'not_found', message: 'gone' }, 404)).mockResolvedValueOnce(json({ chats: [lena, jonas] }));
    bus.chats$.next([lena, jonas]);
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation with Lena' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('An error has occurred.'));
    expect(await screen.findByText('Lena, 31')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/chats.php');
    expect(bus.chats$.value?.map((c) => c.id)).toEqual([100, 300]);
    alert.mockRestore();
  });
});
