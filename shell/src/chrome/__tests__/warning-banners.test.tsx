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
    ['chats', off, true],
    ['members, whose own alert says it', off, false],
    ['members once that alert was dismissed', { ...off, alerts_dismissed: { notifications: '2026-11-20T10:00:00Z' } }, true],
    ['notifications, where they are turned on', off, false],
    ['chats with notifications on', makeUser(), false],
  ])('on %s', (label, user, shown) => {
    act(() => bus.auth$.next(user));
    render(<WarningBanners routeName={label.split(/[ ,]/)[0] as string} />);
    expect(Boolean(banner())).toBe(shown);
  });
});
