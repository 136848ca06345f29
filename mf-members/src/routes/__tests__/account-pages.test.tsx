import { bus } from '@amora/shared';
import { screen, within } from '@testing-library/react';
import { loginOnBus, makeProfile, renderRoute, setSettings, setupI18n, stubFetch } from '../../test-utils';
import { NotificationSettings } from '../notification-settings';
import { OwnProfile } from '../own-profile';

beforeAll(setupI18n);
beforeEach(() => {
  setSettings();
  stubFetch({});
});

describe('/profile — my profile (spec §2)', () => {
  it('shows the member\'s own profile and account from the bus, and says editing comes next', () => {
    loginOnBus({
      status: 'not_confirmed',
      credits: 3,
      profile: makeProfile({ id: 1, name: 'Ben', gender: 'male', age: 34, country: 'DE', about: 'Runner and cook.', images_count: 1 }),
    });
    renderRoute('/profile', '/profile', <OwnProfile />);
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ben, 34' })).toBeInTheDocument();
    expect(screen.getByText('Germany')).toBeInTheDocument();
    expect(screen.getByText('Runner and cook.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Ben' })).toHaveAttribute('src', 'https://cdn.test/p/10.jpg');
    expect(screen.getByText('Editing your profile and uploading photos arrive with the next update.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your e-mail address: we sent a link to ben@demo.amora.test.')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Free member')).toBeInTheDocument();
    expect(screen.getByText('3 credits')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 photos uploaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my public profile' })).toHaveAttribute('href', '/members/1');
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('counts photos against the premium limit, links premium members to credits and shows a placeholder without photo', () => {
    loginOnBus({ paid_user: true, credits: 150, profile: makeProfile({ id: 1, name: 'Ben', about: '', main_image: null, images_count: 0 }) });
    renderRoute('/profile', '/profile', <OwnProfile />);
    expect(screen.getByText('0 of 25 photos uploaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('img', { name: 'Photo of Ben' })).toHaveTextContent('B');
    expect(screen.getByText('You have not written anything about yourself yet.')).toBeInTheDocument();
  });

  it('asks visitors to log in', () => {
    bus.auth$.next(null);
    renderRoute('/profile', '/profile', <OwnProfile />);
    expect(screen.getByText('Log in to see your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('/notifications (spec §2, §3, §4)', () => {
  it('lists the 8 notification types as labelled switches that cannot be changed yet', () => {
    loginOnBus();
    renderRoute('/notifications', '/notifications', <NotificationSettings />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const switches = screen.getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('id') && (s as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'New conversations',
      'New messages',
      'Someone likes you',
      'Reminders of unread messages',
      'Offers and promotions',
      'Weekly updates',
      'News',
      'Reminders',
    ]);
    for (const control of switches) {
      expect(control).toBeDisabled();
      expect(control).toBeChecked();
    }
    expect(screen.getByRole('switch', { name: 'New messages' })).toHaveAccessibleDescription('When you receive a new message.');
    expect(screen.getByText('Changing these settings arrives with the next update.')).toBeInTheDocument();
    expect(screen.queryByText('We no longer send you e-mails.')).not.toBeInTheDocument();
  });

  it('explains why e-mails were stopped (spec §4: spam complaint, bounce or unsubscribe)', () => {
    loginOnBus({ notifications_disabled: ['bounce', 'spam_complaint'] });
    renderRoute('/notifications', '/notifications', <NotificationSettings />);
    const alert = screen.getByRole('heading', { name: 'We no longer send you e-mails.' }).parentElement as HTMLElement;
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'E-mails to your address could not be delivered.',
      'An e-mail from us was marked as spam.',
    ]);
    for (const control of screen.getAllByRole('switch')) expect(control).not.toBeChecked();
  });

  it('asks visitors to log in', () => {
    bus.auth$.next(null);
    renderRoute('/notifications', '/notifications', <NotificationSettings />);
    expect(screen.getByText('Log in to manage your notifications.')).toBeInTheDocument();
  });
});
