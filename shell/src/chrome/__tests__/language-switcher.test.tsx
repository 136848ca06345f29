import { LOCALE_COOKIE, LOCALES, bus } from '@amora/shared';
import { render, screen, within } from '@testing-library/react';
import { loginOnBus, makeUser, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { setupShellI18n } from '../../test-utils';
import { LanguageSwitcher, switchLocale } from '../language-switcher';

beforeAll(setupShellI18n);
beforeEach(() => {
  resetBus();
  window.history.replaceState(null, '', '/');
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
});

describe('language switcher (docs/design.md §5)', () => {
  const requests = recordRequests();

  it('offers the 11 languages, each named in its own language, with the current one chosen', () => {
    bus.locale$.next('nl');
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual([...LOCALES]);
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['Deutsch', 'English', 'Español', 'Français', 'Norsk bokmål', 'Suomi', 'Nederlands']));
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(select).toHaveValue('nl');
  });

  it('remembers a visitor’s choice in the cookie and loads the same address under its prefix', async () => {
    window.history.replaceState(null, '', '/de/members/12?page=2');
    const go = jest.fn();
    await switchLocale('fr', 'de-DE', go);
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=fr`);
    expect(go).toHaveBeenCalledWith('/fr/members/12?page=2');
    expect(requests.calls('/api/user.php')).toEqual([]);
  });

  it('drops the prefix for the site’s default locale and saves a member’s language', async () => {
    loginOnBus();
    mockApi('put', '/api/user.php', makeUser({ language: 'de' }));
    window.history.replaceState(null, '', '/fr/chats');
    const go = jest.fn();
    await switchLocale('de', 'de-DE', go);
    expect(go).toHaveBeenCalledWith('/chats');
    expect(requests.calls('/api/user.php', 'put').map((r) => r.body)).toEqual([{ language: 'de' }]);
  });
});
