import crypto from 'node:crypto';
import { type OperatorAccount as OperatorAccountWire, operatorCreateBody, operatorUpdateBody } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, invalidRequest, notFound, parseInput } from '../../errors.js';
import { auditEntry, requireOperator } from '../../plugins/operator-auth.js';
import { type OperatorAccount, OperatorEmailTakenError } from '../../repositories/operators.js';
import { hashPassword } from '../../services/passwords.js';

/** A first or reset password, shown once: 24 characters of base64url (144 bits). */
const newPassword = () => crypto.randomBytes(18).toString('base64url');

/**
 * Operator accounts (issue 31 "Operator accounts"; permission `operators`, admins):
 * - `GET /api/operator/operators.php` → `{operators}`.
 * - `POST /api/operator/operators.php {email, role, sites?: domains|null}` → 201 `{operator, password}`:
 *   a new operator with a first password shown once; TOTP is enrolled at the first sign-in.
 *   `npm run operator -- create <email> --role admin` calls it with the CLI key. 409
 *   operator_exists, 400 invalid_request (e-mail, unknown site).
 * - `PUT /api/operator/operators.php {id, role?, sites?, disabled?, reset_mfa?: true, reset_password?: true}`
 *   → `{operator, password?}`: any change ends the operator's sessions; 404 not_found; 409
 *   own_account when admins would change their own role, sites or access (another admin must).
 * Each is one audit row (`operator.create`, `operator.update`, `operator.reset_mfa`, `operator.reset_password`).
 */
const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operators, audit, sites } = app.repos;

  /** The account as the contract shows it (site ids → domains). */
  const wire = async (a: OperatorAccount): Promise<OperatorAccountWire> => ({
    id: a.id,
    email: a.email,
    role: a.role,
    sites: a.siteIds ? await sites.domainsOf(a.siteIds) : null,
    totp_enrolled: a.totpEnrolled,
    disabled: a.disabled,
  });

  /** Site ids of domains; 400 for a domain no site has. */
  async function siteIds(domains: string[] | null | undefined): Promise<number[] | null | undefined> {
    if (!domains) return domains;
    const ids = await sites.idsOf(domains);
    if (ids.length !== new Set(domains).size) throw invalidRequest([{ path: 'body.sites', message: 'unknown site' }]);
    return ids;
  }

  app.get('/api/operator/operators.php', async (request) => {
    requireOperator(request, 'operators');
    return { operators: await Promise.all((await operators.list()).map(wire)) };
  });

  app.post('/api/operator/operators.php', async (request, reply) => {
    const actor = requireOperator(request, 'operators');
    const input = parseInput(operatorCreateBody, request.body);
    const password = newPassword();
    const ids = (await siteIds(input.sites)) ?? null;
    let id: number;
    try {
      id = await operators.create({ email: input.email, passwordHash: await hashPassword(password), role: input.role, siteIds: ids });
    } catch (error) {
      if (error instanceof OperatorEmailTakenError) throw new ApiError(409, 'operator_exists', 'An operator with this e-mail exists.');
      throw error;
    }
    const account = (await operators.find(id)) as OperatorAccount;
    const after = await wire(account);
    await audit.record(auditEntry(request, actor, { siteId: null, action: 'operator.create', targetType: 'operator', targetId: id, userId: null, after }));
    return reply.status(201).send({ operator: after, password });
  });

  app.put('/api/operator/operators.php', async (request) => {
    const actor = requireOperator(request, 'operators');
    const input = parseInput(operatorUpdateBody, request.body);
    const current = await operators.find(input.id);
    if (!current) throw notFound('No such operator.');
    const changesAccess = input.role !== undefined || input.sites !== undefined || input.disabled !== undefined;
    if (input.id === actor.operatorId && changesAccess) throw new ApiError(409, 'own_account', 'Another admin must change your own role, sites or access.');
    const entry = (action: string, before?: unknown, after?: unknown) =>
      audit.record(auditEntry(request, actor, { siteId: null, action, targetType: 'operator', targetId: input.id, userId: null, before, after }));
    let account = current;
    if (changesAccess) {
      const before = await wire(current);
      account = (await operators.update(input.id, { role: input.role, siteIds: await siteIds(input.sites), disabled: input.disabled })) ?? current;
      await entry('operator.update', before, await wire(account));
    }
    if (input.reset_mfa) {
      await operators.resetSecondFactor(input.id);
      account = { ...account, totpEnrolled: false };
      await entry('operator.reset_mfa');
    }
    let password: string | undefined;
    if (input.reset_password) {
      password = newPassword();
      await operators.setPassword(input.id, await hashPassword(password));
      await entry('operator.reset_password');
    }
    return { operator: await wire(account), ...(password ? { password } : {}) };
  });
};

export default operatorsRoutes;
