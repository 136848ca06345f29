import crypto from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { OPERATOR_AUTH } from '../config.js';

/** The issuer an authenticator app shows beside the operator's e-mail. */
const ISSUER = 'Amora operator console';

/** A new base32 TOTP secret (160 bits, RFC 6238 with SHA-1, 6 digits, 30-second steps). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otplib://totp/…` URL of `secret` for `email` and that URL as an SVG QR code (enrolment). */
export async function totpEnrolment(email: string, secret: string): Promise<{ otpauth_url: string; qr_svg: string }> {
  const url = generateURI({ issuer: ISSUER, label: email, secret });
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { otpauth_url: url, qr_svg: svg };
}

/**
 * The time step of a valid 6-digit `code` for `secret` (the current step ± the tolerance of
 * OPERATOR_AUTH), later than `afterStep` (a step already used is refused: replay); null otherwise.
 */
export async function verifyTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: OPERATOR_AUTH.totpToleranceSeconds,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The current 6-digit code of `secret`, as an authenticator app shows it (tests and the bench sign in with it). */
export function currentTotpCode(secret: string): Promise<string> {
  return generate({ secret });
}

/** sha256 hex of a recovery code, normalised (case and dashes do not matter). */
export function hashRecoveryCode(code: string): string {
  return crypto.createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}

/** OPERATOR_AUTH.recoveryCodes new recovery codes (`xxxxx-xxxxx`, base32 lower case) and their hashes. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: OPERATOR_AUTH.recoveryCodes }, () => {
    const raw = crypto.randomBytes(10).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
