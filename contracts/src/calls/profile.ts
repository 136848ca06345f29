/**
 * `/api/profile.php` (spec §7 calls; spec §2 /members/{id}, /profile): request and response bodies.
 */
import { z } from 'zod';
import { ACCOUNT_RULES, PROFILE_RULES } from '../constants';
import { lookingFor, ownProfileDetail, profileDetail } from '../entities';

const upper = (s: string) => s.toUpperCase();

/**
 * Body of `PUT /api/profile.php`: every field optional, unknown fields ignored. `date_of_birth`
 * YYYY-MM-DD (the age rule is checked by the route: error `too_young`); `country` ISO 3166-1
 * alpha-2 and `region_code` ISO 3166-2 (upper-cased); `lat`/`lon` degrees, both or neither;
 * `timezone` IANA.
 */
export const profileUpdateBody = z
  .object({
    name: z.string().trim().min(ACCOUNT_RULES.nameMin).max(ACCOUNT_RULES.nameMax),
    about: z.string().max(PROFILE_RULES.aboutMax),
    gender: z.enum(['female', 'male']),
    looking_for: lookingFor,
    date_of_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'),
    country: z.string().regex(/^[A-Za-z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code').transform(upper),
    region_code: z
      .string()
      .regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/, 'region_code must be an ISO 3166-2 code')
      .transform(upper)
      .nullable(),
    city: z.string().trim().max(PROFILE_RULES.cityMax).nullable(),
    lat: z.number().min(-90).max(90).nullable(),
    lon: z.number().min(-180).max(180).nullable(),
    interests: z.array(z.string().max(64)).max(PROFILE_RULES.maxInterests),
    invisible: z.boolean(),
    timezone: z.string().trim().min(1).max(64),
  })
  .partial()
  .superRefine((v, ctx) => {
    const latNull = v.lat === null || v.lat === undefined;
    const lonNull = v.lon === null || v.lon === undefined;
    if (latNull !== lonNull || (v.lat === undefined) !== (v.lon === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'lat and lon go together: give both or neither' });
    }
  });
/** What a client sends to `PUT /api/profile.php`. */
export type ProfileUpdate = z.input<typeof profileUpdateBody>;

/** `GET /api/profile.php?id=` → `{profile}`: the owner's detail for the owner, else the public detail. */
export const profileResponse = z.object({ profile: z.union([ownProfileDetail, profileDetail]) });
/** `PUT /api/profile.php` → `{profile}`: the owner's updated detail. */
export const profileUpdateResponse = z.object({ profile: ownProfileDetail });
