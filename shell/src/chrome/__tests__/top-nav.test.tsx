import { bus } from '@amora/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, resetBus } from '@amora/shared/testing';
import { setupShellI18n } from '../../test-utils';
import { TopNav } from '../top-nav';

beforeAll(setupShellI18n);

/** A paying member with credits (the kit's member is free). */
const payingMember = (credits: number) => makeUser({ paid_user: true, credits });
beforeEach(resetBus);

describe('top navigation (spec §2)', () => {
  it('shows Login and sign-up to visitors; sign-up opens the modal', async () => {
    const opened = jest.fn();
    const sub = bus.on('signup:open').subscribe(opened);
    render(<TopNav routeName="index" />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(opened).toHaveBeenCalledWith({});
    sub.unsubscribe();
  });

  it('caps the unread badge at 99+ and shows new likes', async () => {
    bus.auth$.next(makeUser());
    bus.badges$.next({ unread: 120, newLikes: 2, credits: 150 });
    render(<TopNav routeName="members" />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // The members' links arrive as their own chunk (visitors never load them).
    expect(await within(nav).findByRole('link', { name: /Messages/ })).toHaveTextContent('Messages99+, 120 unread messages');
    expect(within(nav).getByRole('link', { name: /Likes/ })).toHaveTextContent('2');
  });

  it('shows credits to paid users with a warning badge at 10 or fewer and danger at 0', () => {
    bus.auth$.next(payingMember(150));
    const { rerender } = render(<TopNav routeName="members" />);
    expect(screen.getByRole('link', { name: 'Credits' })).toBeInTheDocument();
    act(() => bus.auth$.next(payingMember(7)));
    rerender(<TopNav routeName="members" />);
    expect(screen.getByRole('link', { name: /Credits/ }).querySelector('[data-badge]')).toHaveClass('text-bg-warning');
    act(() => bus.auth$.next(payingMember(0)));
    expect(screen.getByRole('link', { name: /Credits/ }).querySelector('[data-badge]')).toHaveClass('text-bg-danger');
  });

  it('offers Get Premium instead of credits to free members', () => {
    bus.auth$.next(makeUser({ paid_user: false, credits: 0 }));
    render(<TopNav routeName="members" />);
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('link', { name: /Credits/ })).not.toBeInTheDocument();
  });

  it('opens the account dropdown with My profile, Settings and Logout, and closes it with Esc', async () => {
    bus.auth$.next(makeUser());
    render(<TopNav routeName="members" />);
    await userEvent.click(screen.getByRole('button', { name: /Ben/ }));
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('prefixes links with a non-default locale', () => {
    bus.locale$.next('de');
    render(<TopNav routeName="index" />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/de/login');
  });

  it('shows the back button only in the installed app, on the routes of spec §2', async () => {
    const standalone = (matches: boolean) =>
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches: matches && query === '(display-mode: standalone)', media: query, addEventListener() {}, removeEventListener() {} }) });
    bus.auth$.next(makeUser());
    standalone(true);
    for (const route of ['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod']) {
      const { unmount } = render(<TopNav routeName={route} />);
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
      unmount();
    }
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { unmount } = render(<TopNav routeName="members-id" />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    unmount();
    for (const route of ['members', 'chats', 'profile']) {
      const other = render(<TopNav routeName={route} />);
      expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
      other.unmount();
    }
    standalone(false);
    render(<TopNav routeName="members-id" />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    back.mockRestore();
  });
});
