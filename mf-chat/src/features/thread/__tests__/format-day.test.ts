import { dayKey, formatDay } from '../format-day';

describe('day lines of a thread (spec §2, Intl)', () => {
  const now = new Date(2026, 10, 24, 15, 0).getTime();

  it('says today and yesterday in the active locale, capitalized', () => {
    expect(formatDay(new Date(2026, 10, 24, 8, 0).toISOString(), 'en', now)).toBe('Today');
    expect(formatDay(new Date(2026, 10, 23, 23, 30).toISOString(), 'de', now)).toBe('Gestern');
  });

  it('gives older days with the weekday, and the year only for another year', () => {
    expect(formatDay(new Date(2026, 10, 20, 12, 0).toISOString(), 'en', now)).toBe('Fri, Nov 20');
    expect(formatDay(new Date(2025, 11, 31, 12, 0).toISOString(), 'en', now)).toBe('Wed, Dec 31, 2025');
  });

  it('tells days apart by the local calendar day, not the UTC date', () => {
    expect(dayKey(new Date(2026, 10, 24, 0, 30).toISOString())).toBe(dayKey(new Date(2026, 10, 24, 23, 30).toISOString()));
    expect(dayKey(new Date(2026, 10, 24, 23, 59).toISOString())).not.toBe(dayKey(new Date(2026, 10, 25, 0, 1).toISOString()));
  });
});
