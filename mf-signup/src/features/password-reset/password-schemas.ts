import { email, newPassword } from '@amora/contracts';
import { z } from 'zod';

/** The reset request (spec §2): the account's e-mail address (contract rule, `invalid_email`), trimmed. */
export const resetRequestSchema = z.object({ email });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;
export type ResetRequestValues = z.output<typeof resetRequestSchema>;

/**
 * The new password twice (spec §2, §5): the contract's `newPassword` (8–128 characters,
 * `password_length`) and the same again (`passwords_differ` on the repeat field).
 */
export const newPasswordSchema = z
  .object({ password: newPassword, password_repeat: z.string() })
  .refine((v) => v.password === v.password_repeat, { message: 'passwords_differ', path: ['password_repeat'] });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPasswordValues = z.output<typeof newPasswordSchema>;
