import { ageOn, dateOfBirthBounds, isAdultDateOfBirth, isEmail, isNameLength, isPasswordLength, nameEqualsEmail } from '../constants';
import { dateOfBirth, email, newPassword, profileName } from '../rules';

const today = new Date(Date.UTC(2026, 5, 15));

describe('account rules (spec §5)', () => {
  it('counts full years and refuses impossible dates', () => {
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(ageOn('2001-02-30', today)).toBeNaN();
    expect(ageOn('', today)).toBeNaN();
  });

  it('accepts ages 18 to 120 and says so in the date input bounds', () => {
    expect(isAdultDateOfBirth('2008-06-15', today)).toBe(true);
    expect(isAdultDateOfBirth('2008-06-16', today)).toBe(false);
    expect(isAdultDateOfBirth('1906-06-15', today)).toBe(true);
    expect(isAdultDateOfBirth('1905-06-15', today)).toBe(false);
    expect(dateOfBirthBounds(today)).toEqual({ min: '1905-06-16', max: '2008-06-15' });
    const { min, max } = dateOfBirthBounds(today);
    expect([isAdultDateOfBirth(min, today), isAdultDateOfBirth(max, today)]).toEqual([true, true]);
  });

  it('bounds names to 1–50 and passwords to 8–128 code points', () => {
    expect(isNameLength('a'.repeat(50))).toBe(true);
    expect(isNameLength('a'.repeat(51))).toBe(false);
    expect(isNameLength('')).toBe(false);
    expect(isPasswordLength('😀'.repeat(8))).toBe(true);
    expect(isPasswordLength('1234567')).toBe(false);
    expect(isPasswordLength('x'.repeat(129))).toBe(false);
  });

  it('knows an e-mail address and a name that is one', () => {
    expect(isEmail('anna@example.com')).toBe(true);
    expect(isEmail('anna@example')).toBe(false);
    expect(isEmail('an na@example.com')).toBe(false);
    expect(nameEqualsEmail(' Anna@Example.com ', 'anna@example.com')).toBe(true);
  });

  it('raises the API error code as the zod message', () => {
    const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(first(email.safeParse('nope'))).toBe('invalid_email');
    expect(first(newPassword.safeParse('short'))).toBe('password_length');
    expect(first(profileName.safeParse('b'.repeat(51)))).toBe('name_length');
    expect(first(profileName.safeParse('@anna'))).toBe('name_starts_with_at');
    expect(first(dateOfBirth.safeParse('1850-01-01'))).toBe('too_young');
    expect(profileName.parse('  anna  ')).toBe('anna');
  });
});
