import type { FastifyRequest } from 'fastify';
import { isCommonPassword } from './common-passwords.js';
import { ApiError } from '../errors.js';
import type { Site } from '../repositories/sites.js';
import { ACCOUNT_RULES, isAdultDateOfBirth, isPasswordLength, nameEqualsEmail } from '@amora/contracts/constants';
import { LOCALES, type Locale } from '../types.js';
import { siteOrigin } from './site-origin.js';

/** The account rules are the contract's (@amora/contracts, spec §5): one definition for the API and the forms. */
export { ACCOUNT_RULES, isEmail } from '@amora/contracts/constants';

/** 400 password_length / password_common for a new password. */
export function checkNewPassword(password: string): void {
  if (!isPasswordLength(password)) {
    throw new ApiError(
      400,
      'password_length',
      `The password must be ${ACCOUNT_RULES.passwordMin} to ${ACCOUNT_RULES.passwordMax} characters long.`,
      { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax },
    );
  }
  if (isCommonPassword(password)) {
    throw new ApiError(400, 'password_common', 'This password is too common, please choose another one.');
  }
}

export const invalidEmail = (): ApiError => new ApiError(400, 'invalid_email', 'Invalid email');

/** 401 `login_failed`: an unknown e-mail or a wrong password, never told apart (members and operators). */
export const loginFailed = (): ApiError => new ApiError(401, 'login_failed', 'Login failed, please try again');

/**
 * 429 `account_blocked` `{minutes}`: sign-in refused until `until` after AUTH.lockout.maxFailures
 * wrong attempts (spec §4 lockout; operators count per account, issue 31). Minutes rounded up, at least 1.
 */
export function accountBlocked(until: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new ApiError(429, 'account_blocked', `Too many incorrect attempts, account blocked for ${minutes} min.`, { minutes });
}

/** The site's default locale: the language of `domain_language` (en-US → en), else en. */
export function siteLocale(site: Site): Locale {
  const lang = site.settings.domain_language.slice(0, 2);
  return (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : 'en';
}

/** `/{language}` when the language is not the site's default locale, else ''. */
export function localePrefix(site: Site, language: string): string {
  return language === siteLocale(site) || !(LOCALES as readonly string[]).includes(language) ? '' : `/${language}`;
}

/**
 * The origin of the links a request's mails carry (activation, reset, mail change, reactivation):
 * the configured origin of the request's site (`siteOrigin`, spec §8), never the request's `Host`
 * or `X-Forwarded-*` — a reset asked for with `Host: attacker.example` still links to the site.
 */
export function publicOrigin(request: FastifyRequest): string {
  return siteOrigin(request.server.config.publicUrl, request.site);
}

/**
 * 400 `name_equals_email` / `name_starts_with_at` for a username (spec §5 "username may not be
 * the e-mail address nor start with @"); `name` is already trimmed.
 */
export function checkProfileName(name: string, email: string): void {
  if (nameEqualsEmail(name, email)) {
    throw new ApiError(400, 'name_equals_email', 'Your username may not be your e-mail address.');
  }
  if (name.startsWith('@')) {
    throw new ApiError(400, 'name_starts_with_at', 'Your username may not start with @.');
  }
}

/**
 * 400 `too_young` (+ `min_age`) unless a YYYY-MM-DD date of birth is a real date of someone
 * aged ACCOUNT_RULES.minAge (18) to 120 today (spec §5 "date of birth (18+)").
 */
export function checkDateOfBirth(dateOfBirth: string): void {
  if (!isAdultDateOfBirth(dateOfBirth)) {
    throw new ApiError(400, 'too_young', `Enter your date of birth (${ACCOUNT_RULES.minAge}+)`, {
      min_age: ACCOUNT_RULES.minAge,
    });
  }
}
