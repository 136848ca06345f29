import { LOCALES } from '../../types';
import { localeName } from '..';

describe('localeName', () => {
  it('names each locale in its own language as Intl.DisplayNames does, capitalized as a menu shows it', () => {
    for (const locale of LOCALES) {
      const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? '';
      expect(localeName(locale)).toBe(name.charAt(0).toLocaleUpperCase(locale) + name.slice(1));
    }
    expect(localeName('nb')).toBe('Norsk bokmål');
    expect(new Set(LOCALES.map(localeName)).size).toBe(LOCALES.length);
  });
});
