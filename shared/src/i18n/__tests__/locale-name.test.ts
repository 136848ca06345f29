import { LOCALES } from '../../types';
import { localeName } from '..';

describe('localeName (Intl.DisplayNames)', () => {
  it('names each locale in its own language, capitalized as a menu shows it', () => {
    expect(localeName('de')).toBe('Deutsch');
    expect(localeName('nb')).toBe('Norsk bokmål');
    expect(localeName('fi')).toBe('Suomi');
    expect(new Set(LOCALES.map(localeName)).size).toBe(LOCALES.length);
  });
});
