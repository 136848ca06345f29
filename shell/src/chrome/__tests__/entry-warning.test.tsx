import { bus } from '@amora/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSettings, makeUser, resetBus } from '@amora/shared/testing';
import { setupShellI18n } from '../../test-utils';
import { EntryWarning, entryWarningApplies } from '../entry-warning';

beforeAll(setupShellI18n);
beforeEach(() => {
  resetBus();
  document.cookie = 'amora_entry_ok=; Max-Age=0; Path=/';
});

const base = { loggedIn: false, installed: false, enabled: true, country: 'NL', countries: ['NL', 'DE'], locale: 'en', layout: 'default' as const, routeName: 'index', dismissed: false };

describe('site-entry warning rules (spec §2)', () => {
  it.each([
    ['a logged-out visitor in an allowed country', {}, true],
    ['a member', { loggedIn: true }, false],
    ['an installed app', { installed: true }, false],
    ['the setting disabled', { enabled: false }, false],
    ['a country not served', { country: 'BR' }, false],
    ['complete-signup', { routeName: 'complete-signup' }, false],
    ['reset-password', { routeName: 'reset-password' }, false],
    ['the chat layout in Dutch', { layout: 'chat' as const, locale: 'nl' }, true],
    ['the chat layout in German', { layout: 'chat' as const, locale: 'de' }, true],
    ['the chat layout in English, even in NL', { layout: 'chat' as const, locale: 'en' }, false],
    ['the chat layout in French', { layout: 'chat' as const, locale: 'fr' }, false],
    ['the lander layout', { layout: 'lander' as const }, false],
    ['after dismissal', { dismissed: true }, false],
  ])('%s → %s', (_label, change, expected) => {
    expect(entryWarningApplies({ ...base, ...change })).toBe(expected);
  });
});

describe('EntryWarning', () => {
  it('remembers the dismissal with a stored timestamp', async () => {
    const { unmount } = render(<EntryWarning layout="default" routeName="index" />);
    const dialog = screen.getByRole('dialog', { name: 'Adults only' });
    expect(dialog).toBeInTheDocument();
    // Before the page's JavaScript runs, the button posts to the shell server, which comes back here.
    const enter = screen.getByRole('button', { name: /18 or older/ });
    expect(enter.closest('form')).toHaveAttribute('method', 'post');
    expect(enter.closest('form')).toHaveAttribute('action', `/entry-warning?back=${encodeURIComponent(window.location.pathname)}`);
    await userEvent.click(enter);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Number(/amora_entry_ok=(\d+)/.exec(document.cookie)?.[1])).toBeGreaterThan(0);
    unmount();
    render(<EntryWarning layout="default" routeName="index" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not drawn when the boot data says the visitor passed it (the server read the cookie)', () => {
    render(<EntryWarning layout="default" routeName="index" dismissedBefore />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be closed with Esc: a choice is needed', async () => {
    render(<EntryWarning layout="default" routeName="index" />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Adults only' })).toBeInTheDocument();
  });

  it('is not shown when enable_site_entry_popup is off or to members', () => {
    bus.settings$.next(makeSettings({ enable_site_entry_popup: false }));
    const { rerender } = render(<EntryWarning layout="default" routeName="index" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      bus.settings$.next(makeSettings());
      bus.auth$.next(makeUser());
    });
    rerender(<EntryWarning layout="default" routeName="index" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
