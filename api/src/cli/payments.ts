/**
 * `npm run payments -w api -- refund <payment id> [reason…]` — refunds a completed payment
 * (issue 11 "Refunds"; spec §9 refund window `refund_days`) through the running API's operator
 * endpoint `POST /api/operator/refund.php {payment_id, reason}` with the CLIs' key (see
 * operator-client.ts; issue 31): the provider refunds, the credits go back in the same
 * transaction, the audit log records `payment.refund` by `cli` with the reason (default "Refund
 * from the command line"). Exit code 1 on a bad command, a payment that is not refundable (not
 * completed, or older than refund_days) or an unreachable API.
 */
import type { Payment } from '@amora/contracts';
import { operatorCall } from './operator-client.js';

const USAGE = 'usage: npm run payments -w api -- refund <payment id> [reason…]';

const [command, arg, ...words] = process.argv.slice(2);
try {
  if (command === 'refund' && arg && /^\d+$/.test(arg)) {
    const reason = words.join(' ').trim() || 'Refund from the command line';
    const { payment } = await operatorCall<{ payment: Payment }>('POST', '/api/operator/refund.php', { payment_id: Number(arg), reason });
    console.log(`payment ${payment.id}: ${payment.status} (${payment.credits} credits, ${(payment.amount_cents / 100).toFixed(2)} ${payment.currency})`);
  } else {
    console.error(USAGE);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
