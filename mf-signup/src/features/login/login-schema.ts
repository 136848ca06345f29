import { email } from '@amora/contracts';
import { z } from 'zod';

/**
 * The login form (spec §7): a valid e-mail address (the contract's rule, `invalid_email`) and a
 * password that is not empty (`password_required`; its length is the API's business: old
 * passwords may predate today's rule). The e-mail address comes out trimmed.
 */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, { message: 'password_required' }),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
