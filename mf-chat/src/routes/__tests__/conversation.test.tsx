import { type ChatMessage, bus } from '@amora/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiError, loginOnBus, makeChat, makeProfile, mockApi, recordRequests, renderRoute, setupI18n } from '@amora/shared/testing';
import { Conversation } from '../conversation';

const lena = makeProfile({ id: 10, name: 'Lena', age: 31 });

/** A message of the conversation 100 with Lena. */
const message = (id: number, text: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id, conversation_id: 100, client_message_id: null, from_me: false, kind: 'text', text, created_at: `2026-11-2${id % 3}T10:0${id % 10}:00.000Z`, ...over,
});
const conversation = (over = {}) => ({ id: 100, profile: lena, num_unread_messages: 0, can_reply: true, reply_blocked_reason: null, ...over });

const requests = recordRequests();
const sends = () => requests.calls('/api/chat.php', 'post').map((r) => r.body as { client_message_id: string; text: string });

beforeAll(() => setupI18n('chat', (l) => import(`../../i18n/${l}.json`)));
beforeEach(() => {
  loginOnBus({ credits: 20 }, { message_credits: 5, message_length: 1000, minimum_message_costs: { NL: { costs: 0.45, currency: 'EUR' } } });
  bus.chats$.next([makeChat({ id: 100, profile: lena, num_unread_messages: 2 })]);
  mockApi('get', '/api/chats.php', { chats: [makeChat({ id: 100, profile: lena })] });
});

const open = (path = '/chats/100') => renderRoute(path.startsWith('/chats') ? '/chats/:id' : '/members/:id/chat', path, <Conversation by={path.startsWith('/chats') ? 'conversation' : 'profile'} />);

describe('/chats/{id} — one conversation (spec §2, §3, §4)', () => {
  it('shows the thread, pages back through older messages and marks the conversation read on the server', async () => {
    mockApi('get', '/api/chat.php', ({ url }) =>
      url.searchParams.get('before') === '3'
        ? { conversation: conversation({ num_unread_messages: 2 }), messages: [message(1, 'Oldest hello')], has_more: false }
        : { conversation: conversation({ num_unread_messages: 2 }), messages: [message(3, 'Hi there!'), message(4, 'How are you?', { from_me: true })], has_more: true },
    );
    mockApi('put', '/api/chat.php', { ok: true });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena' })).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Messages with Lena' });
    expect(within(thread).getByText('Hi there!').closest('div')).toHaveTextContent('Lena wrote: Hi there!');
    expect(within(thread).getByText('How are you?').closest('div')).toHaveTextContent('You wrote: How are you?');
    await waitFor(() => expect(requests.calls('/api/chat.php', 'put').map((r) => [r.url.search, r.body])).toEqual([['?read=1', { conversation: 100 }]]));

    await userEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await within(thread).findByText('Oldest hello')).toBeInTheDocument();
    expect(within(thread).getAllByText(/Oldest hello|Hi there!|How are you\?/).map((e) => e.textContent)).toEqual(['Oldest hello', 'Hi there!', 'How are you?']);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
    expect(requests.calls('/api/chat.php', 'get').map((r) => r.url.searchParams.get('before'))).toEqual([null, '3']);
  });

  it('sends: a pending bubble at once, then the stored message, the credits on the bus and the cost shown', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [message(3, 'Hi there!')], has_more: false });
    mockApi('post', '/api/chat.php', ({ body }) => ({ message: message(9, (body as { text: string }).text, { from_me: true, client_message_id: (body as { client_message_id: string }).client_message_id }), credits: 15 }), { status: 201 });
    const credits: number[] = [];
    const sub = bus.on('credits:changed').subscribe((e) => credits.push(e.credits));
    open();
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    expect(field).toHaveAccessibleDescription('0 / 1000 A message costs 5 credits (from €0.45).');
    await userEvent.type(field, 'Hello Lena!{Enter}');
    expect(field).toHaveValue('');
    expect(await screen.findByText('Hello Lena!')).toBeInTheDocument();
    await waitFor(() => expect(bus.auth$.value?.credits).toBe(15));
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    expect(credits).toEqual([15]);
    expect(sends()).toEqual([{ conversation: 100, client_message_id: expect.stringMatching(/^[0-9a-f-]{36}$/), kind: 'text', text: 'Hello Lena!' }]);
    sub.unsubscribe();
  });

  it.each([
    ['a 5xx', () => HttpResponse.json({ error: 'server_error', message: 'Down' }, { status: 503 })],
    ['no connection', () => HttpResponse.error()],
  ])('keeps a send failed by %s as a bubble with Retry, and the retry sends the same client message id', async (_, failure) => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [], has_more: false });
    let cut = true;
    mockApi('post', '/api/chat.php', ({ body }) =>
      cut ? failure() : Response.json({ message: message(9, 'Still there?', { from_me: true, client_message_id: (body as { client_message_id: string }).client_message_id }), credits: 15 }, { status: 201 }),
    );
    open();
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    // The API client tries a keyed send 6 times, 250 ms × 2ⁿ apart (spec §7): let that time pass.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(field, 'Still there?{Enter}');
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent('Not sent.');
    jest.useRealTimers();
    expect(sends()).toHaveLength(6);
    expect(screen.getByText('Still there?')).toBeInTheDocument();
    cut = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getAllByText('Still there?')).toHaveLength(1);
    expect(new Set(sends().map((s) => s.client_message_id)).size).toBe(1);
    expect(sends()).toHaveLength(7);
  });

  it('with too few credits says so with a link to buy, keeps the draft and shows nothing as sent (spec §8)', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [], has_more: false });
    mockApi('post', '/api/chat.php', () => apiError(402, 'not_enough_credits', { cost: 5 }));
    open();
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Are you free tonight?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have enough credits');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(field).toHaveValue('Are you free tonight?');
    expect(screen.getByText("You haven't exchanged any messages with Lena yet. Say hello!")).toBeInTheDocument();
  });

  it('appends a live message once and marks it read, also when it duplicates a sent one', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [message(3, 'Hi there!')], has_more: false });
    mockApi('put', '/api/chat.php', { ok: true });
    open();
    await screen.findByText('Hi there!');
    act(() => {
      bus.emit('chat:message', { message: message(5, 'Just saw your profile') });
      bus.emit('chat:message', { message: message(5, 'Just saw your profile') });
      bus.emit('chat:message', { message: { ...message(6, 'Elsewhere'), conversation_id: 200 } });
    });
    expect(await screen.findByText('Just saw your profile')).toBeInTheDocument();
    expect(screen.getAllByText('Just saw your profile')).toHaveLength(1);
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    // Read out politely, once (issue 13), as an effect after the message is drawn; the message that
    // was there on opening was not.
    expect(await screen.findByText('Lena wrote: Just saw your profile')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('Lena wrote: Hi there!')).not.toBeInTheDocument();
    await waitFor(() => expect(requests.calls('/api/chat.php', 'put')).toHaveLength(1));
  });

  it('shows the 404 page, titled so, when the conversation does not exist (issue 29)', async () => {
    mockApi('get', '/api/chat.php', () => apiError(404, 'not_found'));
    open('/chats/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation could not be found.' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/chats');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(bus.pageTitle$.getValue()).toBe('This conversation could not be found.');
  });
});

describe('/members/{id}/chat — chat with a member (spec §2, §4)', () => {
  it('starts a conversation with a member: the first message goes to the profile', async () => {
    const sofie = makeProfile({ id: 55, name: 'Sofie', age: 29, main_image: null, city: null, region: 'Zealand', country: 'DK' });
    mockApi('get', '/api/chat.php', { conversation: { ...conversation(), id: null, profile: sofie }, messages: [], has_more: false });
    mockApi('post', '/api/chat.php', ({ body }) => ({ message: { ...message(1, 'Hej Sofie', { from_me: true }), conversation_id: 700, client_message_id: (body as { client_message_id: string }).client_message_id }, credits: 15 }), { status: 201 });
    open('/members/55/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofie' })).toBeInTheDocument();
    expect(screen.getByText(/29 years old/)).toHaveTextContent('29 years old · Zealand, Denmark');
    expect(requests.calls('/api/chat.php', 'get')[0]?.url.searchParams.get('profile')).toBe('55');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hej Sofie{Enter}');
    expect(await screen.findByText('Hej Sofie')).toBeInTheDocument();
    expect(sends()[0]).toMatchObject({ profile: 55, text: 'Hej Sofie' });
  });

  it('explains why a member cannot reply instead of the composer', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation({ can_reply: false, reply_blocked_reason: 'partner_unconfirmed' }), messages: [], has_more: false });
    open('/members/10/chat');
    expect(await screen.findByText(/has not confirmed/)).toHaveTextContent('Lena has not confirmed their e-mail address yet, so you cannot reply for now.');
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });
});

describe('/chats/{id} — sending, live and the chat list (spec §2, §4, §8)', () => {
  it('shows a live copy of a message still being sent only once', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [], has_more: false });
    let answer: (value: Response) => void = () => undefined;
    mockApi('post', '/api/chat.php', () => new Promise<Response>((resolve) => (answer = resolve)));
    open();
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Coffee on Friday?{Enter}');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    expect(field).toHaveValue('');
    await waitFor(() => expect(sends()).toHaveLength(1));
    const id = sends()[0]?.client_message_id ?? '';
    const stored = message(12, 'Coffee on Friday?', { from_me: true, client_message_id: id });
    act(() => bus.emit('chat:message', { message: stored }));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.getAllByText('Coffee on Friday?')).toHaveLength(1);
    act(() => answer(Response.json({ message: stored, credits: 15 }, { status: 201 })));
    await waitFor(() => expect(bus.auth$.value?.credits).toBe(15));
    expect(screen.getAllByText('Coffee on Friday?')).toHaveLength(1);
    expect(requests.calls('/api/chat.php', 'put')).toHaveLength(0);
  });

  it('puts the conversation first in the chat list with the sent message as its last one', async () => {
    const other = makeChat({ id: 200, profile: makeProfile({ id: 20, name: 'Mia' }) });
    bus.chats$.next([other, makeChat({ id: 100, profile: lena })]);
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [], has_more: false });
    mockApi('post', '/api/chat.php', ({ body }) => ({ message: message(9, 'See you soon', { from_me: true, client_message_id: (body as { client_message_id: string }).client_message_id }), credits: 15 }), { status: 201 });
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'See you soon{Enter}');
    await waitFor(() => expect(bus.chats$.value?.map((c) => c.id)).toEqual([100, 200]));
    expect(bus.chats$.value?.[0]?.last_message).toMatchObject({ text: 'See you soon', from_me: true });
  });

  it('sets the unread badge to 0 once the server took the read mark', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation({ num_unread_messages: 2 }), messages: [message(3, 'Hi there!')], has_more: false });
    mockApi('put', '/api/chat.php', { ok: true });
    bus.badges$.next({ unread: 2, newLikes: 0, credits: 20 });
    open();
    await waitFor(() => expect(requests.calls('/api/chat.php', 'put')).toHaveLength(1));
    await waitFor(() => expect(bus.badges$.value.unread).toBe(0));
    expect(bus.chats$.value?.find((c) => c.id === 100)?.num_unread_messages).toBe(0);
  });

  it('at the free conversation limit explains it with a link to Premium and keeps the draft', async () => {
    mockApi('get', '/api/chat.php', { conversation: { ...conversation(), id: null }, messages: [], has_more: false });
    mockApi('post', '/api/chat.php', () => apiError(402, 'free_conversation_limit', { limit: 2 }));
    open('/members/10/chat');
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Hi Lena{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('As a free member you can start up to 2 conversations.');
    expect(within(alert).getByRole('link', { name: 'Get Premium to write to more members' })).toHaveAttribute('href', '/premium');
    expect(field).toHaveValue('Hi Lena');
  });

  it('replaces the composer when a send is refused because the partner is unconfirmed', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [message(3, 'Hi there!')], has_more: false });
    mockApi('post', '/api/chat.php', () => apiError(403, 'partner_unconfirmed'));
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello?{Enter}');
    expect(await screen.findByText(/has not confirmed/)).toHaveTextContent('Lena has not confirmed their e-mail address yet, so you cannot reply for now.');
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hello?')).not.toBeInTheDocument();
  });

  it('reminds a member who has not confirmed his e-mail address to do so, and keeps the draft', async () => {
    loginOnBus({ credits: 20, status: 'not_confirmed', email: 'new.member@example.test' }, { message_credits: 5, message_length: 1000 });
    mockApi('get', '/api/chat.php', { conversation: { ...conversation(), id: null }, messages: [], has_more: false });
    mockApi('post', '/api/chat.php', () => apiError(403, 'account_unconfirmed'));
    open('/members/10/chat');
    const field = await screen.findByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Hi Lena, nice profile!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your e-mail address before you write to other members: we sent a link to new.member@example.test.');
    expect(field).toHaveValue('Hi Lena, nice profile!');
    expect(screen.getByText("You haven't exchanged any messages with Lena yet. Say hello!")).toBeInTheDocument();
  });

  it('shows a premium member the cost in credits only', async () => {
    loginOnBus({ credits: 20, paid_user: true }, { message_credits: 5, minimum_message_costs: { NL: { costs: 0.45, currency: 'EUR' } } });
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [], has_more: false });
    open();
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription('0 / 1000 A message costs 5 credits.');
  });
});

describe('gifts and icebreakers (issue 9)', () => {
  const gifts = [
    { id: 1, key: 'rose', image: 'media/gifts/rose.svg' },
    { id: 2, key: 'teddy', image: 'media/gifts/teddy.svg' },
  ];

  it('sends a gift from the dialog: pending at once, then the stored gift with its picture and name', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [message(3, 'Hi there!')], has_more: false });
    mockApi('get', '/api/gifts.php', { gifts });
    mockApi('post', '/api/chat.php', ({ body }) => ({ message: message(9, '', { from_me: true, kind: 'gift', gift: gifts[0], client_message_id: (body as { client_message_id: string }).client_message_id }), credits: 0 }), { status: 201 });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a gift' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Lena a gift' });
    expect(within(dialog).getByText('A gift costs 20 credits.')).toBeInTheDocument();
    const rose = await within(dialog).findByRole('button', { name: 'Rose' });
    expect(within(dialog).getByRole('button', { name: 'Teddy bear' })).toBeInTheDocument();
    expect(rose.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/media/gifts/rose.svg');
    await userEvent.click(rose);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(bus.auth$.value?.credits).toBe(0));
    const thread = screen.getByRole('list', { name: 'Messages with Lena' });
    expect(within(thread).getByText('Gift: Rose')).toBeInTheDocument();
    expect(within(thread).queryByText('Sending…')).not.toBeInTheDocument();
    expect(sends()).toEqual([{ conversation: 100, client_message_id: expect.stringMatching(/^[0-9a-f-]{36}$/), kind: 'gift', gift_id: 1 }]);
  });

  it('opens the gift dialog from the profile page link (?gift=1); Esc closes it', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [], has_more: false });
    mockApi('get', '/api/gifts.php', { gifts });
    open('/members/10/chat?gift=1');
    const dialog = await screen.findByRole('dialog', { name: 'Send Lena a gift' });
    expect(await within(dialog).findByRole('button', { name: 'Rose' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/members\/10\/chat$/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sends()).toHaveLength(0);
  });

  it('says when a gift costs more credits than the member has', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [], has_more: false });
    mockApi('get', '/api/gifts.php', { gifts });
    mockApi('post', '/api/chat.php', () => apiError(402, 'not_enough_credits', { cost: 20 }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a gift' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Teddy bear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have enough credits');
    expect(screen.queryByText('Gift: Teddy bear')).not.toBeInTheDocument();
  });

  it('offers icebreakers in a new conversation; one fills the composer and is not sent', async () => {
    mockApi('get', '/api/chat.php', { conversation: { ...conversation(), id: null }, messages: [], has_more: false });
    open('/members/10/chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Need an opener?' }));
    const dialog = screen.getByRole('dialog', { name: 'Icebreakers' });
    const options = within(dialog).getAllByRole('button').filter((b) => b.textContent?.includes('Lena'));
    expect(options).toHaveLength(6);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hi Lena! What does a perfect evening look like for you?' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Your message' });
    expect(field).toHaveValue('Hi Lena! What does a perfect evening look like for you?');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText('55 / 1000')).toBeInTheDocument();
    expect(sends()).toHaveLength(0);
  });

  it('offers no icebreakers once the conversation has messages', async () => {
    mockApi('get', '/api/chat.php', { conversation: conversation(), messages: [message(3, 'Hi there!')], has_more: false });
    open();
    await screen.findByText('Hi there!');
    expect(screen.queryByRole('button', { name: 'Need an opener?' })).not.toBeInTheDocument();
  });
});
