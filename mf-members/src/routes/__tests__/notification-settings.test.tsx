import { bus } from '@amora/shared';
import { apiError, loginOnBus, makeProfile, mockApi, recordRequests, renderRoute, resetBus } from '@amora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMembersI18n } from '../../test-utils';
import { NotificationSettings } from '../notification-settings';

const SETTINGS = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: false,
  weekly_updates: true,
  news: true,
  reminders: true,
};

const requests = recordRequests();

beforeAll(setupMembersI18n);
beforeEach(() => resetBus());

const render = () => renderRoute('/notifications', '/notifications', <NotificationSettings />);

describe('/notifications (spec §2, §3, §4)', () => {
  it('shows the 8 types as labelled switches from the API and saves the changed ones', async () => {
    mockApi('get', '/api/notifications.php', { settings: SETTINGS, notifications_disabled: [] });
    mockApi('put', '/api/notifications.php', ({ body }) => ({ settings: { ...SETTINGS, ...(body as { settings: object }).settings }, notifications_disabled: [] }));
    loginOnBus();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((s) => (s as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'New conversations',
      'New messages',
      'Someone likes you',
      'Reminders of unread messages',
      'Offers and promotions',
      'Weekly updates',
      'News',
      'Reminders',
    ]);
    expect(screen.getByRole('switch', { name: 'New messages' })).toHaveAccessibleDescription('When you receive a new message.');
    expect(screen.getByRole('switch', { name: 'Offers and promotions' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'News' })).toBeChecked();
    expect(screen.getByText('We send your notifications to ben@demo.amora.test.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('switch', { name: 'Offers and promotions' }));
    await userEvent.click(screen.getByRole('switch', { name: 'News' }));
    await userEvent.click(save);
    expect(await screen.findByText('Your choices have been saved.')).toBeInTheDocument();
    const puts = requests.all.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => ({ method: r.method, url: r.url.pathname + r.url.search, body: r.body }))).toEqual([
      { method: 'PUT', url: '/api/notifications.php', body: { settings: { promotions: true, news: false } } },
    ]);
    expect(screen.getByRole('switch', { name: 'Offers and promotions' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps the choices and shows the error when saving fails', async () => {
    mockApi('get', '/api/notifications.php', { settings: SETTINGS, notifications_disabled: [] });
    mockApi('put', '/api/notifications.php', () => apiError(429, 'too_many_requests'));
    loginOnBus();
    render();
    await userEvent.click(await screen.findByRole('switch', { name: 'Weekly updates' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choices were not saved: An error has occurred.');
    expect(screen.getByRole('switch', { name: 'Weekly updates' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('explains why e-mail is off and turns it back on (spec §4)', async () => {
    const user = loginOnBus({ notifications_disabled: ['bounce', 'spam_complaint'] });
    mockApi('get', '/api/notifications.php', { settings: SETTINGS, notifications_disabled: ['bounce', 'spam_complaint'] });
    mockApi('post', '/api/notifications.php', { settings: SETTINGS, notifications_disabled: [] });
    mockApi('get', '/api/user.php', { ...user, notifications_disabled: [] });
    render();
    expect(await screen.findByRole('heading', { name: 'Our e-mails could not be delivered' })).toBeInTheDocument();
    expect(screen.getByText(/Our e-mails to ben@demo.amora.test came back undelivered/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You marked one of our e-mails as spam' })).toBeInTheDocument();
    // The page explains it itself: the generic alert is not repeated here.
    expect(screen.queryByText('E-mail notifications are switched off')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn e-mail notifications back on' }));
    expect(await screen.findByText('E-mail notifications are on again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our e-mails could not be delivered' })).not.toBeInTheDocument();
    const posts = requests.calls('/api/notifications.php', 'post');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url.search).toBe('?enable=1');
    expect(posts[0]?.body).toBeNull();
    expect(bus.auth$.value?.notifications_disabled).toEqual([]);
    await waitFor(() => expect(requests.calls('/api/user.php', 'get').length).toBeGreaterThan(0));
  });

  it('shows the member alerts at the top', async () => {
    mockApi('get', '/api/notifications.php', { settings: SETTINGS, notifications_disabled: [] });
    loginOnBus({ profile: makeProfile({ id: 1, name: 'Ben', main_image: null }) });
    render();
    const alert = screen.getByText('Add a profile photo').closest('.alert') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');
    await screen.findAllByRole('switch');
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    mockApi('get', '/api/notifications.php', () => (fail ? apiError(429, 'too_many_requests') : { settings: SETTINGS, notifications_disabled: [] }));
    loginOnBus();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('switch')).toHaveLength(8);
  });

  it('asks visitors to log in', async () => {
    resetBus();
    render();
    expect(screen.getByText('Log in to manage your notifications.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // Give a stray request the time to start before checking that none was sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.all).toHaveLength(0);
  });
});
