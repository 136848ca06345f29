import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, invalidRequest } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { type DiscountBuyer, enteredTimeBonus, timeBonus } from '../services/discounts.js';
import { TIME_BONUS, currencyFor } from '@amora/contracts/constants';
import type { DiscountCode } from '../types.js';

const querySchema = z.object({
  welcome: z.string().optional(),
  timebonus: z.string().optional(),
  code: z.string().trim().max(64).optional(),
});

/**
 * `GET /api/discountcode.php` (login, spec §3 "Discount code", §7):
 * - `?welcome=true` → `{discountcode}`: the member's welcome code (`WELCOME25-XXXXXX`, 25 %,
 *   created at sign-up, valid 7 days from signup_date); `{discountcode: null}` when the member
 *   has none (an answer, not an error).
 * - `?timebonus=1` → `{discountcode}`: the time bonus TIMEBONUS25 (spec §4, §9: 25 %, valid
 *   14,400 s from signup_date by the server's clock, once per member); `{discountcode: null}`
 *   when it does not apply (paid user, expired, used): an answer, not an error (issue 29).
 *   `expires` is when the countdown ends.
 * - `?code=X` → `{discountcode}` of an entered code (case-insensitive): site-wide codes, the
 *   member's own, and TIMEBONUS25 (the time bonus the site shows, as `?timebonus=1` gives it).
 *   404 `discount_not_found` (TIMEBONUS25 for a paid user too); 409 `discount_used` when it was
 *   used. An expired code (the time bonus after its 14,400 s) is answered with `expired: true`,
 *   `status: 'expired'`.
 * Neither parameter → 400 invalid_request. `minimum_order_value` in cents.
 *
 * `POST /api/discountcode.php?stay=1` (login, spec §2 "account deletion with alternatives", §3
 * Company info `delete_discount`) → 201 `{discountcode}`: a new code `STAY<percent>-XXXXXX` of
 * the company's `delete_discount` percent, valid 30 days, once-per-user; 200 with the member's
 * active, unexpired stay code when there is one (never a second). 404 `no_offer` when the
 * company's `delete_discount` is 0; no `stay` → 400 invalid_request. Origin guard applies.
 */
const discountCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { discountCodes } = app.repos;
  app.get(
    '/api/discountcode.php',
    { schema: { querystring: querySchema } },
    async (request): Promise<{ discountcode: DiscountCode | null }> => {
      const user = requireUser(request);
      const { welcome, code, timebonus } = request.query;
      // The member as the time bonus rules see them (null: the account was just erased).
      const buyer = async (): Promise<DiscountBuyer | null> => {
        const b = await app.repos.users.buyer(user.id);
        return b ? { userId: user.id, siteId: request.site.id, paidUser: b.paid_user, signupDate: b.signup_date, country: b.country } : null;
      };
      if (timebonus !== undefined && timebonus !== '0' && timebonus !== 'false') {
        const b = await buyer();
        const bonus = b ? await timeBonus(app.repos, b, currencyFor(b.country)) : null;
        return { discountcode: bonus };
      }
      if (welcome !== undefined && welcome !== 'false' && welcome !== '0') {
        return { discountcode: await discountCodes.welcome(user.id) };
      }
      if (code?.toUpperCase() === TIME_BONUS.code) {
        const b = await buyer();
        if (!b) throw new ApiError(404, 'discount_not_found', 'This discount code does not exist.');
        return { discountcode: await enteredTimeBonus(app.repos, b, currencyFor(b.country)) };
      }
      if (code) {
        const discountcode = await discountCodes.byCode(request.site.id, code, user.id);
        if (!discountcode) throw new ApiError(404, 'discount_not_found', 'This discount code does not exist.');
        if (discountcode.status === 'used') {
          throw new ApiError(409, 'discount_used', 'This discount code has already been used.');
        }
        return { discountcode };
      }
      throw invalidRequest([{ path: 'querystring', message: 'Expected welcome=true or code' }]);
    },
  );

  app.post(
    '/api/discountcode.php',
    { schema: { querystring: z.object({ stay: z.string().optional() }) } },
    async (request, reply): Promise<{ discountcode: DiscountCode }> => {
      const user = requireUser(request);
      const { stay } = request.query;
      if (stay === undefined || stay === '0' || stay === 'false') {
        throw invalidRequest([{ path: 'querystring.stay', message: 'Expected stay=1' }]);
      }
      const company = await app.repos.sites.company(request.site.companyId);
      const percentage = company?.delete_discount ?? 0;
      if (percentage <= 0) throw new ApiError(404, 'no_offer', 'There is no offer at the moment.');
      const { discountcode, created } = await discountCodes.stay({
        siteId: request.site.id,
        userId: user.id,
        profileId: user.profileId,
        percentage,
      });
      reply.code(created ? 201 : 200);
      return { discountcode };
    },
  );
};

export default discountCodeRoutes;
