import { type User, bus } from '@amora/shared';

/**
 * Tells the rest of the site that a member logged in (docs/design.md §1): the user on `auth$`,
 * the `auth:logged-in` event, and a reload of chats and likes for the navigation badges.
 */
export function publishLogin(user: User): void {
  bus.auth$.next(user);
  bus.emit('auth:logged-in', { user });
  bus.emit('chats:refresh', {});
  bus.emit('likes:refresh', {});
}
