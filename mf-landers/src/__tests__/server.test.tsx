/**
 * @jest-environment node
 */
// mf_landers' server entry (issue 12) as the shell's render thread calls it, with the API stubbed
// through MSW: a refused strip is drawn left out; a failing API makes the page the browser's; the
// API's answers are held a few seconds per site and country (issue 34), so each test draws for a
// site of its own.
import type { RemoteRenderInput } from '@amora/shared/ssr';
import { apiError, delay, HttpResponse, makeSettings, mockApi } from '@amora/shared/testing';
import { render } from '../server';
import { makeProfile } from './fixtures';

const API = 'http://api.test';
const settings = makeSettings({ domain_language: 'en', enable_site_entry_popup: false });
/** A visit of `path` on the site `host` (from `country`), with a request id of its own. */
const visit = (host: string, path = '/landers/video/herbst', country = 'NL'): RemoteRenderInput => ({
  path,
  locale: 'en',
  settings,
  api: { url: API, headers: { 'x-forwarded-host': host, 'x-geo-country': country, 'x-request-id': crypto.randomUUID() } },
});
const strip = () => HttpResponse.json({ profiles: [makeProfile(1, 'Anna'), makeProfile(2, 'Bea')], total: 2 });

describe('server entry of mf_landers', () => {
  it('draws a lander with its profile strip and hands the profiles to the hydrating page', async () => {
    mockApi('get', `${API}/api/members.php`, strip);
    const result = await render(visit('drawn.test'));
    expect(Object.values(result.data)[0]).toHaveLength(2);
    expect(result.html).toContain('Anna');
  });

  it('draws the lander without its strip when the site refuses visitors the members (403), as the browser would', async () => {
    mockApi('get', `${API}/api/members.php`, () => apiError(403, 'authentication_required'));
    const result = await render(visit('refused.test'));
    expect(Object.values(result.data)).toEqual([null]);
  });

  it.each([
    ['fails (500)', 'failing.test', () => apiError(500, 'internal')],
    ['takes longer than 1.5 s', 'slow.test', async () => {
      // fixed-sleep: an answer later than the server entry's 1.5 s timeout is the case under test.
      await delay(1700);
      return HttpResponse.json({ profiles: [], total: 0 });
    }],
  ])('throws when the API %s, so the page is not drawn (nor served again) without its strip', async (_label, site, answer) => {
    mockApi('get', `${API}/api/members.php`, answer, { schema: null });
    await expect(render(visit(site))).rejects.toThrow();
  });

  it('asks the API once for the visitors of many pages of one site and country, again for another site or country', async () => {
    const asked: string[] = [];
    mockApi('get', `${API}/api/members.php`, ({ request }) => {
      asked.push(`${request.headers.get('x-forwarded-host')} ${request.headers.get('x-geo-country')}`);
      return strip();
    });
    const pages = ['/landers/video/herbst', '/landers/gallery', '/de/landers/video', '/nl/landers/gallery/spring'];
    const drawn = await Promise.all(Array.from({ length: 20 }, (_, i) => render(visit('busy.test', pages[i % pages.length]))));
    expect(drawn.every((result) => result.html.includes('Anna'))).toBe(true);
    expect(asked).toEqual(['busy.test NL']);
    await render(visit('other.test'));
    await render(visit('busy.test', '/landers/video', 'BE'));
    expect(asked).toEqual(['busy.test NL', 'other.test NL', 'busy.test BE']);
  });

  it('does not keep a failure: the next visitor after a failing API is drawn once it answers', async () => {
    let fail = true;
    mockApi('get', `${API}/api/members.php`, () => (fail ? apiError(500, 'internal') : strip()), { schema: null });
    await expect(render(visit('recovering.test'))).rejects.toThrow();
    fail = false;
    expect((await render(visit('recovering.test'))).html).toContain('Anna');
  });
});
