import { bus } from '@amora/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeChat, makeProfile, mockApi, recordRequests, renderRoute, setupI18n } from '@amora/shared/testing';
import { Conversation } from '../conversation';

const lena = makeChat({ id: 100, profile: makeProfile({ id: 10, name: 'Lena', age: 31 }), num_unread_messages: 4 });
const jonas = makeChat({ id: 300, profile: makeProfile({ id: 30, name: 'Jonas', age: 35 }), num_unread_messages: 2 });

const requests = recordRequests();

beforeAll(() => setupI18n('chat', (l) => import(`../../i18n/${l}.json`)));
beforeEach(() => {
  loginOnBus();
  bus.chats$.next([lena, jonas]);
});

describe('/chats/{id} — one conversation (spec §2, §4)', () => {
  it('shows the partner with a link to the profile and the latest message', async () => {
    renderRoute('/chats/:id', '/chats/100', <Conversation by="conversation" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lena' })).toBeInTheDocument();
    expect(screen.getByText(/31 years old/)).toHaveTextContent('31 years old · Amsterdam, Netherlands');
    expect(screen.getByRole('img', { name: 'Photo of Lena' })).toHaveAttribute('src', 'https://cdn.test/p/10-thumb.jpg');
    expect(screen.getByText('Hi there!')).toHaveTextContent('Lena wrote: Hi there!');
    await userEvent.click(screen.getByRole('link', { name: 'View profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/members/10');
  });

  it('sets its unread count to 0 on the bus and announces chat:opened once', () => {
    const opened: number[] = [];
    const sub = bus.on('chat:opened').subscribe((p) => opened.push(p.conversation));
    renderRoute('/chats/:id', '/chats/100', <Conversation by="conversation" />);
    expect(bus.chats$.value?.map((c) => [c.id, c.num_unread_messages])).toEqual([
      [100, 0],
      [300, 2],
    ]);
    expect(opened).toEqual([100]);
    sub.unsubscribe();
  });

  it('says so when the conversation does not exist', () => {
    renderRoute('/chats/:id', '/chats/999', <Conversation by="conversation" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This conversation could not be found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/chats');
  });
});

describe('/members/{id}/chat — chat with a member (spec §2)', () => {
  it('opens the existing conversation with that member', () => {
    renderRoute('/members/:id/chat', '/members/30/chat', <Conversation by="profile" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jonas' })).toBeInTheDocument();
    expect(bus.chats$.value?.find((c) => c.id === 300)?.num_unread_messages).toBe(0);
    expect(requests.all).toHaveLength(0);
  });

  it('loads a member without a conversation and shows an empty conversation', async () => {
    mockApi('get', '/api/profile.php', { profile: { ...makeProfile({ id: 55, name: 'Sofie', age: 29, main_image: null, city: null, region: 'Zealand', country: 'DK' }), images: [], interests: [], liked_by_me: false, blocked_by_me: false } });
    renderRoute('/members/:id/chat', '/members/55/chat', <Conversation by="profile" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofie' })).toBeInTheDocument();
    expect(requests.all.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual(['GET /api/profile.php?id=55']);
    expect(screen.getByText(/29 years old/)).toHaveTextContent('29 years old · Zealand, Denmark');
    expect(screen.getByText("You haven't exchanged any messages with Sofie yet. Say hello!")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  });

  it('says so when the member does not exist', async () => {
    mockApi('get', '/api/profile.php', () => apiError(404, 'not_found'));
    renderRoute('/members/:id/chat', '/members/77/chat', <Conversation by="profile" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This member could not be found.' })).toBeInTheDocument();
  });
});
