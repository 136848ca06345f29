import { dateOfBirth, email, newPassword, profileName } from '@amora/contracts';
import type { ZodType } from 'zod';
import { checkLogin } from '../../features/login/login-schema';
import { checkNewPassword, checkResetRequest } from '../../features/password-reset/password-schemas';
import { checkSignup, signupResolver } from '../../features/signup/signup-schema';

/** The code the contract's zod rule gives a value, or undefined when it passes. */
const contractCode = (rule: ZodType, value: string) => {
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};
const valid = { email: 'lena@example.com', name: 'Lena', password: 'amber-lantern', date_of_birth: '1990-04-12' };

describe('the forms on landers check the contract rules without zod (spec §5)', () => {
  it.each(['lena@example.com', '  lena@example.com ', 'lena@', '@example.com', 'lena example.com', `${'a'.repeat(250)}@x.io`, ''])('e-mail %p as the contract does', (value) => {
    expect(checkSignup({ ...valid, email: value }).errors.email).toBe(contractCode(email, value));
    expect(checkLogin({ email: value, password: 'x' }).errors.email).toBe(contractCode(email, value));
    expect(checkResetRequest({ email: value }).errors.email).toBe(contractCode(email, value));
  });

  it.each(['Lena', ' Lena ', '@lena', 'x'.repeat(50), 'x'.repeat(51)])('name %p as the contract does', (value) => {
    expect(checkSignup({ ...valid, name: value }).errors.name).toBe(contractCode(profileName, value));
  });

  it.each(['short', 'eight888', 'x'.repeat(128), 'x'.repeat(129)])('password %p as the contract does', (value) => {
    expect(checkSignup({ ...valid, password: value }).errors.password).toBe(contractCode(newPassword, value));
    expect(checkNewPassword({ password: value, password_repeat: value }).errors.password).toBe(contractCode(newPassword, value));
  });

  it.each(['1990-04-12', '2015-01-01', '1890-01-01', '1990-02-30', 'yesterday', ''])('date of birth %p as the contract does', (value) => {
    expect(checkSignup({ ...valid, date_of_birth: value }).errors.date_of_birth).toBe(contractCode(dateOfBirth, value));
  });

  it('names the form-only codes: an empty name, a name equal to the e-mail, different passwords, an empty login password', () => {
    expect(checkSignup({ ...valid, name: '  ' }).errors.name).toBe('name_required');
    expect(checkSignup({ ...valid, name: 'Lena@Example.com' }).errors.name).toBe('name_equals_email');
    expect(checkNewPassword({ password: 'amber-lantern', password_repeat: 'amber-lanterns' }).errors.password_repeat).toBe('passwords_differ');
    expect(checkLogin({ email: valid.email, password: '' }).errors.password).toBe('password_required');
  });

  it('gives react-hook-form the trimmed values, or the codes as messages', async () => {
    const ok = await signupResolver({ ...valid, email: ' lena@example.com ', name: ' Lena ' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok).toEqual({ values: { ...valid }, errors: {} });
    const bad = await signupResolver({ ...valid, password: 'short' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad).toEqual({ values: {}, errors: { password: { type: 'rule', message: 'password_length' } } });
  });
});
