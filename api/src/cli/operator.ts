/**
 * `npm run operator -- create <email> --role <role> [--sites a.example,b.example]` — makes an
 * operator account of the console (issue 31), the first admin included, through the running API
 * (`POST /api/operator/operators.php` with the CLI key; see operator-client.ts), and prints the
 * first password once. The operator signs in at `/operator/login` and sets up the authenticator
 * app there. `npm run operator -- list` lists the operators. Exit code 1 on a bad argument or an
 * unreachable API.
 */
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, type OperatorAccount } from '@amora/contracts';
import { operatorCall } from './operator-client.js';

const USAGE = `usage: npm run operator -- create <email> --role <${OPERATOR_ROLES.join('|')}> [--sites <domain,domain>]
       npm run operator -- list`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { role: { type: 'string' }, sites: { type: 'string' } } });
const [command, email] = positionals;
const role = values.role as (typeof OPERATOR_ROLES)[number] | undefined;

try {
  if (command === 'list') {
    const { operators } = await operatorCall<{ operators: OperatorAccount[] }>('GET', '/api/operator/operators.php');
    for (const o of operators) console.log(`${String(o.id).padStart(4)}  ${o.email}  ${o.role}  ${o.sites?.join(',') ?? 'all sites'}${o.totp_enrolled ? '' : '  (no authenticator yet)'}${o.disabled ? '  DISABLED' : ''}`);
  } else if (command === 'create' && email && role && OPERATOR_ROLES.includes(role)) {
    const sites = values.sites ? values.sites.split(',').map((s) => s.trim()).filter(Boolean) : null;
    const { operator, password } = await operatorCall<{ operator: OperatorAccount; password: string }>('POST', '/api/operator/operators.php', { email, role, sites });
    console.log(`operator ${operator.email} (${operator.role}, ${operator.sites?.join(', ') ?? 'all sites'}) created.`);
    console.log(`first password (shown once): ${password}`);
    console.log('sign in at <site>/operator/login and set up the authenticator app there.');
  } else {
    console.error(USAGE);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`operator: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
