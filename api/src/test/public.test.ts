import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CompanyInfo, CreditBundle, RegionList, Settings } from '../types.js';
import { body, request, setupTestApp, type TestContext } from './helpers.js';

/** Every field of spec §3 "Settings" plus us_footer. */
const SETTINGS_FIELDS = [
  'name', 'domain', 'domain_language', 'cdn_prefix', 'niche', 'signups', 'logged_out_search',
  'logged_out_search_trafficsource', 'geoip_country', 'geoip_selected_country', 'minimum_message_costs',
  'support_phone', 'support_email', 'push_public_key', 'enable_site_entry_popup', 'fictional_icon',
  'fictional_warning', 'fictional_singular', 'fictional_plural', 'description', 'index_title', 'countries',
  'visible_profile_fields', 'visible_profile_notes', 'message_credits', 'signup_credits', 'photo_credits',
  'gift_credits', 'message_length', 'search_fields', 'interests', 'member_resell', 'refund_days', 'company_id',
  'mail_name', 'us_footer',
];

describe('public endpoints', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  describe('GET /api/settings.php', () => {
    it('answers the localhost site with every spec field', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/api/settings.php', headers: { host: 'localhost:4000' } });
      assert.equal(res.statusCode, 200);
      const s = body<Settings>(res);
      for (const field of SETTINGS_FIELDS) assert.ok(field in s, `missing ${field}`);
      assert.equal(Object.keys(s).length, SETTINGS_FIELDS.length);
      assert.equal(s.name, 'Amora');
      assert.equal(s.domain, 'localhost');
      assert.equal(s.domain_language, 'en-US');
      assert.equal(s.cdn_prefix, 'http://localhost:3100/media/');
      assert.equal(s.logged_out_search, true);
      assert.equal(s.us_footer, true);
      assert.equal(s.enable_site_entry_popup, true);
      assert.equal(s.signups, 'all');
      assert.equal(s.support_phone, '+31 20-123 4567');
      assert.equal(s.message_length, 1000);
      assert.equal(s.refund_days, 14);
      assert.deepEqual(
        [s.message_credits, s.photo_credits, s.gift_credits, s.signup_credits],
        [5, 10, 20, 10],
      );
      assert.ok(s.niche >= 1 && s.niche <= 7);
      assert.ok(s.countries.includes('NL') && s.countries.includes('US') && s.countries.length === 16);
      assert.match(s.push_public_key, /^[A-Za-z0-9_-]{87}$/);
      assert.equal(s.geoip_country, 'NL');
      for (const c of s.countries) {
        const cost = s.minimum_message_costs[c];
        assert.ok(cost && cost.costs > 0 && cost.currency === 'EUR', `message cost for ${c}`);
      }
    });

    it('answers de.localhost with its own settings, also through X-Forwarded-Host', async () => {
      const direct = body<Settings>(await request(ctx.app, { method: 'GET', url: '/api/settings.php', headers: { host: 'de.localhost' } }));
      const proxied = body<Settings>(
        await request(ctx.app, {
          method: 'GET',
          url: '/api/settings.php',
          headers: { host: '127.0.0.1:4000', 'x-forwarded-host': 'de.localhost:3000' },
        }),
      );
      for (const s of [direct, proxied]) {
        for (const field of SETTINGS_FIELDS) assert.ok(field in s, `missing ${field}`);
        assert.equal(s.name, 'Amora DE');
        assert.equal(s.domain, 'de.localhost');
        assert.equal(s.domain_language, 'de-DE');
        assert.equal(s.logged_out_search, false);
        assert.equal(s.us_footer, false);
        assert.deepEqual(s.countries, ['DE', 'AT', 'CH']);
        assert.equal(s.geoip_country, 'DE');
        assert.notEqual(s.support_phone, '+31 20-123 4567');
      }
    });

    it('falls back to localhost for an unknown host', async () => {
      const s = body<Settings>(await request(ctx.app, { method: 'GET', url: '/api/settings.php', headers: { host: 'unknown.example:8080' } }));
      assert.equal(s.domain, 'localhost');
    });

    it('takes geoip_country from X-Geo-Country', async () => {
      const served = body<Settings>(
        await request(ctx.app, { method: 'GET', url: '/api/settings.php', headers: { 'x-geo-country': 'se' } }),
      );
      assert.equal(served.geoip_country, 'SE');
      assert.equal(served.geoip_selected_country, 'SE');
      const unserved = body<Settings>(
        await request(ctx.app, { method: 'GET', url: '/api/settings.php', headers: { 'x-geo-country': 'BR' } }),
      );
      assert.equal(unserved.geoip_country, 'BR');
      assert.equal(unserved.geoip_selected_country, 'NL');
    });
  });

  it('GET /api/companyinfo.php answers the company', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/companyinfo.php' });
    assert.equal(res.statusCode, 200);
    const c = body<CompanyInfo>(res);
    assert.deepEqual(Object.keys(c).sort(), [
      'added', 'address', 'city', 'country', 'delete_discount', 'kvk', 'name', 'support_phone', 'tradenames', 'vat_numbers',
    ]);
    assert.match(c.added, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(Array.isArray(c.tradenames) && Array.isArray(c.vat_numbers));
  });

  it('GET /api/credits.php answers four EUR bundles per site', async () => {
    for (const host of ['localhost', 'de.localhost']) {
      const { bundles } = body<{ bundles: CreditBundle[] }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php', headers: { host } }));
      assert.equal(bundles.length, 4);
      assert.deepEqual(bundles.map((b) => b.credits), [20, 55, 125, 300]);
      assert.ok(bundles.every((b) => b.currency === 'EUR' && Number.isInteger(b.price_cents)));
      assert.equal(bundles.filter((b) => b.popular).length, 1);
    }
  });

  it('GET /api/interests.php answers the fixed list', async () => {
    const { interests } = body<{ interests: { id: number; key: string }[] }>(await request(ctx.app, { method: 'GET', url: '/api/interests.php' }));
    assert.ok(interests.length >= 30);
    assert.ok(interests.some((i) => i.key === 'travel'));
    assert.ok(interests.every((i) => Number.isInteger(i.id) && /^[a-z_]+$/.test(i.key)));
  });

  describe('GET /api/regions.php', () => {
    it('answers one country', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/api/regions.php?country=nl' });
      assert.equal(res.statusCode, 200);
      const { regions } = body<{ regions: Record<string, RegionList> }>(res);
      assert.deepEqual(Object.keys(regions), ['NL']);
      assert.equal(regions.NL?.label, 'province');
      assert.equal(regions.NL?.items.length, 12);
      assert.ok(regions.NL?.items.some((i) => i.code === 'NL-NH' && i.name === 'Noord-Holland'));
    });

    it('has Norway’s 2024 counties and Denmark’s five regions', async () => {
      const { regions } = body<{ regions: Record<string, RegionList> }>(await request(ctx.app, { method: 'GET', url: '/api/regions.php' }));
      const no = regions.NO?.items.map((i) => i.code) ?? [];
      assert.equal(no.length, 15);
      for (const code of ['NO-31', 'NO-32', 'NO-33', 'NO-39', 'NO-40', 'NO-55', 'NO-56']) assert.ok(no.includes(code), code);
      for (const stale of ['NO-30', 'NO-38', 'NO-54']) assert.ok(!no.includes(stale), stale);
      assert.deepEqual(regions.DK?.items.map((i) => i.code).sort(), ['DK-81', 'DK-82', 'DK-83', 'DK-84', 'DK-85']);
      assert.equal(regions.CH?.label, 'canton');
      assert.equal(regions.PL?.label, 'voivodeship');
      assert.equal(regions.US?.label, 'state');
      assert.equal(Object.keys(regions).length, 16);
    });

    it('answers only the served countries of de.localhost', async () => {
      const { regions } = body<{ regions: Record<string, RegionList> }>(
        await request(ctx.app, { method: 'GET', url: '/api/regions.php', headers: { host: 'de.localhost' } }),
      );
      assert.deepEqual(Object.keys(regions).sort(), ['AT', 'CH', 'DE']);
    });

    it('rejects a malformed country and 404s an unknown one', async () => {
      assert.equal((await request(ctx.app, { method: 'GET', url: '/api/regions.php?country=Netherlands' })).statusCode, 400);
      const res = await request(ctx.app, { method: 'GET', url: '/api/regions.php?country=ZZ' });
      assert.equal(res.statusCode, 404);
      assert.equal(body(res).error, 'not_found');
    });
  });

  describe('GET /api/geocode.php', () => {
    it('finds Amsterdam from its coordinates', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/api/geocode.php?lat=52.3676&lon=4.9041' });
      assert.equal(res.statusCode, 200);
      const place = body<{ city: string; region: string; region_code: string; country: string; lat: number; lon: number }>(res);
      assert.equal(place.city, 'Amsterdam');
      assert.equal(place.country, 'NL');
      assert.equal(place.region_code, 'NL-NH');
      assert.equal(place.region, 'Noord-Holland');
      assert.ok(Math.abs(place.lat - 52.37) < 0.1 && Math.abs(place.lon - 4.9) < 0.1);
    });

    it('puts Drammen in Buskerud (Norway’s 2024 counties)', async () => {
      const place = body<{ city: string; region_code: string }>(
        await request(ctx.app, { method: 'GET', url: '/api/geocode.php?lat=59.744&lon=10.204' }),
      );
      assert.equal(place.city, 'Drammen');
      assert.equal(place.region_code, 'NO-33');
    });

    it('validates the ranges', async () => {
      for (const q of ['lat=91&lon=0', 'lat=0&lon=-181', 'lat=abc&lon=1', 'lat=&lon=1', 'lon=1']) {
        const res = await request(ctx.app, { method: 'GET', url: `/api/geocode.php?${q}` });
        assert.equal(res.statusCode, 400, q);
        assert.equal(body(res).error, 'invalid_request');
      }
    });
  });

  it('answers JSON 404 for unknown routes', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/nope.php' });
    assert.equal(res.statusCode, 404);
    assert.equal(body(res).error, 'not_found');
  });
});
