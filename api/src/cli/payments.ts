/**
 * `npm run payments -w api -- refund <payment id>` — the operator refunds a completed payment
 * (issue 11 "Refunds"; spec §9 refund window `refund_days`) through the running API's operator
 * endpoint `POST /api/payments.php?refund=ID` (see operator-client.ts): the provider refunds, the
 * credits go back in the same transaction. Exit code 1 on a bad command, a payment that is not
 * refundable (not completed, or older than refund_days) or an unreachable API.
 */
import type { Payment } from '@amora/contracts';
import { operatorCall } from './operator-client.js';

const USAGE = 'usage: npm run payments -w api -- refund <payment id>';

const [command, arg] = process.argv.slice(2);
try {
  if (command === 'refund' && arg && /^\d+$/.test(arg)) {
    const { payment } = await operatorCall<{ payment: Payment }>('POST', `/api/payments.php?refund=${arg}`);
    console.log(`payment ${payment.id}: ${payment.status} (${payment.credits} credits, ${(payment.amount_cents / 100).toFixed(2)} ${payment.currency})`);
  } else {
    console.error(USAGE);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
