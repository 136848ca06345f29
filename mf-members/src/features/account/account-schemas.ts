import { email, newPassword } from '@amora/contracts';
import { z } from 'zod';

/** A password the member types to prove it is them: anything but empty (`password_required`). */
const currentPassword = z.string().min(1, 'password_required');

/**
 * The e-mail change form (spec §5): the new address by the contract's rule (`invalid_email`) and
 * the current password. Messages are the API's error codes.
 */
export const emailChangeSchema = z.object({ email, password: currentPassword });

/**
 * The password change form (spec §5: the old password is required): the new one by the contract's
 * rule (8–128 characters, `password_length`) and repeated identically (`password_mismatch`).
 */
export const passwordChangeSchema = z
  .object({ old_password: currentPassword, password: newPassword, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'password_mismatch' });

export type EmailChangeValues = z.output<typeof emailChangeSchema>;
export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;
