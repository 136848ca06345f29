import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: ReadonlySet<string> | null = null;

/**
 * The common-password list of `@zxcvbn-ts/language-common` (`dictionary['passwords-common']`,
 * ≈ 49,000 passwords ranked from public leak lists), as a lower-cased Set built once on first use
 * (≈ 10 ms).
 */
export function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords;
}

/** Whether a password is on the common list, compared case-insensitively (spec §5, `password_common`). */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}
