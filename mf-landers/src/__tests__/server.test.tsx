/**
 * @jest-environment node
 */
// mf_landers' server entry (issue 12) as the shell's render thread calls it, with the API stubbed
// through MSW: a refused strip is drawn left out; a failing API makes the page the browser's.
import type { RemoteRenderInput } from '@amora/shared/ssr';
import { apiError, delay, HttpResponse, makeSettings, mockApi } from '@amora/shared/testing';
import { render } from '../server';
import { makeProfile } from './fixtures';

const API = 'http://api.test';
const input: RemoteRenderInput = { path: '/landers/video/herbst', locale: 'en', settings: makeSettings({ domain_language: 'en', enable_site_entry_popup: false }), api: { url: API, headers: {} } };

describe('server entry of mf_landers', () => {
  it('draws a lander with its profile strip and hands the profiles to the hydrating page', async () => {
    mockApi('get', `${API}/api/members.php`, { profiles: [makeProfile(1, 'Anna'), makeProfile(2, 'Bea')], total: 2 });
    const result = await render(input);
    expect(Object.values(result.data)[0]).toHaveLength(2);
    expect(result.html).toContain('Anna');
  });

  it('draws the lander without its strip when the site refuses visitors the members (403), as the browser would', async () => {
    mockApi('get', `${API}/api/members.php`, () => apiError(403, 'authentication_required'));
    const result = await render(input);
    expect(Object.values(result.data)).toEqual([null]);
  });

  it.each([
    ['fails (500)', () => apiError(500, 'internal')],
    ['takes longer than 1.5 s', async () => {
      // fixed-sleep: an answer later than the server entry's 1.5 s timeout is the case under test.
      await delay(1700);
      return HttpResponse.json({ profiles: [], total: 0 });
    }],
  ])('throws when the API %s, so the page is not drawn (nor served again) without its strip', async (_label, answer) => {
    mockApi('get', `${API}/api/members.php`, answer, { schema: null });
    await expect(render(input)).rejects.toThrow();
  });
});
