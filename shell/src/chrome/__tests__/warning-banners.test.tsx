import { bus } from '@amora/shared';
import { makeUser, resetBus } from '@amora/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { setupShellI18n } from '../../test-utils';
import { WarningBanners } from '../warning-banners';

beforeAll(setupShellI18n);
beforeEach(() => resetBus());

describe('warning banner for disabled e-mail notifications (spec §2, §4)', () => {
  const off = makeUser({ notifications_disabled: ['bounce'] });
  const banner = () => screen.queryByText(/E-mail notifications are turned off for your account/);

  it.each([
    ['chats', 'chats', off, true],
    ['member search, whose own alert says it', 'members', off, false],
    ['member search once that alert was dismissed', 'members', { ...off, alerts_dismissed: { notifications: '2026-11-20T10:00:00Z' } }, true],
    ['the notification settings, where they are turned on', 'notifications', off, false],
    ['chats with notifications on', 'chats', makeUser(), false],
  ])('on %s', (_label, routeName, user, shown) => {
    act(() => bus.auth$.next(user));
    render(<WarningBanners routeName={routeName} />);
    expect(Boolean(banner())).toBe(shown);
  });
});
