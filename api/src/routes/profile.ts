import { profileUpdateBody } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, blocked, invalidRequest, notFound, parseInput } from '../errors.js';
import { regionsOf } from '../geo/regions.js';
import { canonicalTimezone } from '../geo/timezones.js';
import { requireUser } from '../plugins/auth.js';
import type { ProfileChanges } from '../repositories/profiles.js';
import { checkDateOfBirth, checkProfileName } from '../services/account-rules.js';
import type { OwnProfileDetail, ProfileDetail } from '../types.js';
import { queryNumber } from './query.js';

/**
 * `/api/profile.php` (spec §2 /members/{id}, /profile):
 * - `GET ?id=` (public) → `{profile: ProfileDetail}`: the profile with its images (others see
 *   active ones only, the owner all of them) and interest keys, plus `liked_by_me` and
 *   `blocked_by_me` of the logged-in viewer (false for visitors and the owner). The owner also
 *   gets `looking_for`, `invisible`, `date_of_birth`, `lat`, `lon` (OwnProfileDetail). A
 *   logged-in other viewer gets `notes` (his private note, or null; see routes/notes.ts) when
 *   the site's `visible_profile_notes` is true and he has not blocked the profile. 404
 *   not_found for missing, deleted, invisible or disabled profiles (except one's own); 403
 *   `blocked` when the profile's member blocked the viewer.
 * - `PUT` (login) `{name?, about?, gender?, looking_for?, date_of_birth?, country?, region_code?,
 *   city?, lat?, lon?, interests?, invisible?, timezone?}` → `{profile: OwnProfileDetail}`.
 *   400 invalid_request (shape; a country the site does not serve; lat without lon),
 *   name_equals_email, name_starts_with_at, too_young (+ min_age), invalid_region,
 *   unknown_interest (+ interest), invalid_timezone. A new country without region_code clears
 *   the region (and, without city, the city).
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles, blocks, interests } = app.repos;

  app.get(
    '/api/profile.php',
    { schema: { querystring: z.object({ id: queryNumber(1, 2_147_483_647).pipe(z.number().int()) }) } },
    async (request): Promise<{ profile: ProfileDetail | OwnProfileDetail }> => {
      const id = request.query.id;
      const viewer = request.user?.profileId ?? null;
      if (viewer === id) {
        const own = await profiles.ownDetail(id);
        if (!own) throw notFound('Profile not found.');
        return { profile: own };
      }
      const profile = await profiles.detail(id, viewer);
      if (!profile) throw notFound('Profile not found.');
      if (viewer !== null && (await blocks.blocks(id, viewer))) throw blocked();
      if (viewer !== null && request.site.settings.visible_profile_notes && !profile.blocked_by_me) {
        profile.notes = await profiles.note(viewer, id);
      }
      return { profile };
    },
  );

  app.put('/api/profile.php', async (request): Promise<{ profile: OwnProfileDetail }> => {
    const user = requireUser(request);
    const input = parseInput(profileUpdateBody, request.body);
    const current = await profiles.preferences(user.profileId);
    if (!current) throw notFound('Profile not found.');

    if (input.name !== undefined) checkProfileName(input.name, user.email);
    if (input.date_of_birth !== undefined) checkDateOfBirth(input.date_of_birth);

    const changes: ProfileChanges = {};
    for (const key of ['name', 'about', 'gender', 'looking_for', 'date_of_birth', 'invisible', 'lat', 'lon'] as const) {
      if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
    }
    if (input.city !== undefined) changes.city = input.city === '' ? null : input.city;

    const country = input.country ?? current.country;
    if (input.country !== undefined) {
      if (!request.site.settings.countries.includes(input.country)) {
        throw invalidRequest([{ path: 'body.country', message: 'This site does not serve that country' }]);
      }
      changes.country = input.country;
      if (input.country !== current.country) {
        if (input.region_code === undefined && !current.region?.startsWith(`${country}-`)) changes.region = null;
        if (input.city === undefined) changes.city = null;
      }
    }
    if (input.region_code !== undefined) {
      if (input.region_code !== null && !regionsOf(country)?.items.some((r) => r.code === input.region_code)) {
        throw new ApiError(400, 'invalid_region', `${input.region_code} is not a region of ${country}.`);
      }
      changes.region = input.region_code;
    }
    if (input.interests !== undefined) {
      const byKey = new Map((await interests.all()).map((i) => [i.key, i.id]));
      const ids: number[] = [];
      for (const key of input.interests) {
        const id = byKey.get(key);
        if (id === undefined) throw new ApiError(400, 'unknown_interest', `Unknown interest "${key}".`, { interest: key });
        ids.push(id);
      }
      changes.interestIds = ids;
    }
    if (input.timezone !== undefined) {
      const zone = canonicalTimezone(input.timezone);
      if (!zone || !(await profiles.knowsTimezone(zone))) {
        throw new ApiError(400, 'invalid_timezone', `Unknown time zone "${input.timezone}".`);
      }
      changes.timezone = zone;
    }

    await profiles.update(user.profileId, user.id, changes);
    const profile = await profiles.ownDetail(user.profileId);
    if (!profile) throw notFound('Profile not found.');
    return { profile };
  });
};

export default profileRoutes;
