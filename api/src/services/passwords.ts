import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { AUTH } from '../config.js';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * Hashes a password with scrypt (N=16384, r=8, p=1, 16-byte random salt, 64-byte key).
 * Returns `scrypt$N$r$p$<salt base64>$<hash base64>`. ≈ 50 ms of one core.
 */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltBytes } = AUTH.scrypt;
  const salt = crypto.randomBytes(saltBytes);
  const hash = await scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * Checks a password against a stored `scrypt$…` hash in constant time (for equal lengths).
 * Returns false for malformed hashes instead of throwing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(password.normalize('NFKC'), salt, expected.length, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the e-mail is unknown so timing does not tell. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

/** A new random session token (32 bytes, base64url) — the cookie value. */
export function newSessionToken(): string {
  return crypto.randomBytes(AUTH.sessionTokenBytes).toString('base64url');
}

/** sha256 of a session token, hex — what the sessions table stores. */
export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of two strings (deploy tokens). */
export function safeEqual(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}
