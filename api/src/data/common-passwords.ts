/**
 * The ~200 most common passwords (compiled from public leak statistics: SecLists top lists,
 * NordPass / SplashData yearly lists), lower case. `@zxcvbn-ts/language-common` is not
 * installed in this repository, so sign-up and password reset refuse these instead
 * (`password_common`). Shorter entries are kept: they are refused by `password_length` first.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777', '121212',
  '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh', 'hunter',
  'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000', 'charlie',
  'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george', 'computer',
  'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom', '777777',
  'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda', 'summer',
  'love', 'ashley', 'nicole', 'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321', 'dallas',
  'austin', 'thunder', 'taylor', 'matrix', 'mobilemail', 'mom', 'monitor', 'monitoring', 'montana', 'moon',
  'moscow', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwerty123', 'qwerty1', 'welcome', 'welcome1',
  'admin', 'admin123', 'administrator', 'root', 'login', 'changeme', 'secret', 'test', 'test123', 'guest',
  'iloveyou1', 'princess1', 'sunshine1', 'football1', 'baseball1', 'monkey1', 'dragon1', 'master1', 'shadow1', 'superman1',
  '1q2w3e4r', '1q2w3e4r5t', '1q2w3e', 'q1w2e3r4', 'q1w2e3r4t5y6', 'zaq12wsx', 'asdfghjkl', 'asdf1234', 'qwer1234', 'qwertyui',
  '11111', '123', '00000000', '88888888', '99999999', '12341234', '12121212', '11223344', '123654', '147258369',
  '147258', '159357', '987654', '123abc', 'abcd1234', 'abcdef', 'abc12345', 'a123456', 'a12345678', 'aa123456',
  'letmein1', 'trustno1!', 'whatever', 'hello', 'hello123', 'hellohello', 'loveme', 'lovely', 'iloveu', 'babygirl',
  'blink182', 'liverpool', 'arsenal', 'chelsea1', 'barcelona', 'samsung', 'google', 'internet', 'qwerty12', 'fuckyou',
  'starwars1', 'pokemon', 'naruto', 'cookie', 'flower', 'hannah', 'jasmine', 'jordan23', 'michael1', 'passpass',
  'mypassword', 'newpassword', 'default', 'unknown', 'sample123', 'qwe123', 'zxc123', 'zxcv1234', 'azerty', 'azerty123',
  'hallo', 'hallo123', 'passwort', 'passwort1', 'geheim', 'schatz', 'wachtwoord', 'motdepasse', 'contraseña', 'haslo',
  'salasana', 'lösenord', 'kodeord', 'passord', 'ciao123', '1qazxsw2', 'asd123', 'qweasd', 'qweasdzxc', 'iloveyou2',
];

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/** Whether a password is one of {@link COMMON_PASSWORDS} (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
