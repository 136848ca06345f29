import { type ChatMessage, bus } from '@amora/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeChat, makeProfile, mockApi, recordRequests, renderRoute, setupI18n } from '@amora/shared/testing';
import { Conversation } from '../conversation';

const lena = makeProfile({ id: 10, name: 'Lena', age: 31 });
const conversation = { id: 100, profile: lena, num_unread_messages: 0, can_reply: true, reply_blocked_reason: null };
const photoMessage = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id, conversation_id: 100, client_message_id: null, from_me: false, kind: 'photo', text: '', photo: { filename: null, status: 'pending' }, created_at: '2026-11-24T10:00:00.000Z', ...over,
});

const requests = recordRequests();

beforeAll(() => setupI18n('chat', (l) => import(`../../i18n/${l}.json`)));
beforeEach(() => {
  loginOnBus({ credits: 50 }, { message_credits: 5, photo_credits: 10, message_length: 1000 });
  bus.chats$.next([makeChat({ id: 100, profile: lena })]);
  mockApi('get', '/api/chats.php', { chats: [makeChat({ id: 100, profile: lena })] });
  mockApi('put', '/api/chat.php', { ok: true });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
});

const open = () => renderRoute('/chats/:id', '/chats/100', <Conversation by="conversation" />);
const jpeg = (size = 2048) => new File([new Uint8Array(size)], 'me.jpg', { type: 'image/jpeg' });

describe('photos in chat (issue 9, spec §5 inspection)', () => {
  it('shows each state: the partner’s pending photo as a note, an approved one as an image, a rejected one as a note', async () => {
    mockApi('get', '/api/chat.php', {
      conversation,
      messages: [
        photoMessage(1),
        photoMessage(2, { photo: { filename: 'photos/10/a.webp', status: 'active' } }),
        photoMessage(3, { photo: { filename: null, status: 'disabled' } }),
        photoMessage(4, { from_me: true, photo: { filename: 'photos/1/mine.webp', status: 'pending' } }),
      ],
      has_more: false,
    });
    open();
    const thread = await screen.findByRole('list', { name: 'Messages with Lena' });
    // The last four items: the first one is the day's separator.
    const [pending, approved, rejected, mine] = within(thread).getAllByRole('listitem').slice(-4) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(pending).toHaveTextContent('Photo – visible once it has been checked');
    expect(within(pending).queryByRole('img')).not.toBeInTheDocument();
    expect(within(approved).getByRole('img', { name: 'Photo from your chat partner' })).toHaveAttribute('src', 'https://cdn.test/photos/10/a.webp');
    expect(rejected).toHaveTextContent('Photo not approved');
    expect(within(mine).getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', 'https://cdn.test/photos/1/mine.webp');
    expect(mine).toHaveTextContent('Waiting for review');
  });

  it('sends a chosen photo with its cost shown, as the raw body with a client id; the review arrives live and shows it', async () => {
    mockApi('get', '/api/chat.php', { conversation, messages: [], has_more: false });
    mockApi('post', '/api/chat.php', ({ url }) => ({ message: photoMessage(9, { from_me: true, client_message_id: url.searchParams.get('client_message_id'), photo: { filename: 'photos/1/new.webp', status: 'pending' } }), credits: 40 }), { status: 201 });
    open();
    const input = await screen.findByLabelText('Send a photo (10 credits)');
    await userEvent.upload(input, jpeg());
    const thread = screen.getByRole('list', { name: 'Messages with Lena' });
    expect(await within(thread).findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', 'https://cdn.test/photos/1/new.webp');
    const [post] = requests.calls('/api/chat.php', 'post');
    expect(post?.url.searchParams.get('conversation')).toBe('100');
    expect(post?.url.searchParams.get('client_message_id')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(bus.auth$.value?.credits).toBe(40));

    act(() => bus.emit('chat:message', { message: photoMessage(9, { from_me: true, photo: { filename: 'photos/1/new.webp', status: 'active' } }) }));
    await waitFor(() => expect(within(thread).queryByText('Waiting for review')).not.toBeInTheDocument());
    expect(within(thread).getAllByRole('img', { name: 'Your photo' })).toHaveLength(1);
  });

  it('refuses a file over 10 MB before sending, and says so; too few credits shows the spec text', async () => {
    mockApi('get', '/api/chat.php', { conversation, messages: [], has_more: false });
    mockApi('post', '/api/chat.php', () => apiError(402, 'not_enough_credits', { cost: 10 }));
    open();
    const input = await screen.findByLabelText('Send a photo (10 credits)');
    await userEvent.upload(input, jpeg(10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is too large. Please choose one of at most 10 MB.');
    expect(requests.calls('/api/chat.php', 'post')).toHaveLength(0);

    await userEvent.upload(input, jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have enough credits');
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
  });
});
