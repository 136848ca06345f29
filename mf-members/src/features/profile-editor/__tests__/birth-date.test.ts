import { isAdultBirthDate, maxBirthDate } from '../birth-date';

describe('date of birth (spec §5: 18+)', () => {
  it('ends the date picker today minus 18 years', () => {
    expect(maxBirthDate(new Date(2026, 5, 15))).toBe('2008-06-15');
    expect(maxBirthDate(new Date(2026, 0, 1))).toBe('2008-01-01');
    // 29 February: an 18th birthday in a year without it falls on the 28th.
    expect(maxBirthDate(new Date(2028, 1, 29))).toBe('2010-02-28');
  });

  it('accepts members of 18 and older only', () => {
    const today = new Date(2026, 5, 15);
    expect(isAdultBirthDate('2008-06-15', today)).toBe(true);
    expect(isAdultBirthDate('2008-06-16', today)).toBe(false);
    expect(isAdultBirthDate('1970-01-01', today)).toBe(true);
    expect(isAdultBirthDate('', today)).toBe(false);
    expect(isAdultBirthDate('1850-01-01', today)).toBe(false);
  });
});
