/**
 * @jest-environment node
 */
// How long the server entry draws from an answer of the API (server-data.ts, issue 34): a cache of
// its own per test, on a clock the test moves, with the API stubbed through MSW.
import { apiError, HttpResponse, mockApi } from '@amora/shared/testing';
import { pageDataSource } from '../server-data';
import { makeProfile } from './fixtures';

const API = 'http://api.test';
const api = { url: API, headers: { 'x-forwarded-host': 'amora.test', 'x-geo-country': 'NL' } };
/** A clock the cache counts its 10 s by, moved by the test (ms). */
const clock = () => {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};
/** Stubs the members search: answers with a strip named `name`, or fails while `answer.fail`; counts the calls. */
const stubMembers = () => {
  const answer = { name: 'Anna', fail: false, calls: 0 };
  mockApi(
    'get',
    `${API}/api/members.php`,
    () => {
      answer.calls += 1;
      return answer.fail ? apiError(500, 'internal') : HttpResponse.json({ profiles: [makeProfile(1, answer.name)], total: 1 });
    },
    { schema: null },
  );
  return answer;
};
const names = (data: Record<string, unknown>) => (data['members:6'] as { name: string }[]).map((p) => p.name);

describe('page data of server-drawn landers', () => {
  it('answers from the API answer for 10 s, then asks again', async () => {
    const time = clock();
    const fetchPageData = pageDataSource(time);
    const members = stubMembers();
    expect(names(await fetchPageData(['members:6'], api))).toEqual(['Anna']);
    members.name = 'Bea';
    time.advance(9_000);
    expect(names(await fetchPageData(['members:6'], api))).toEqual(['Anna']);
    expect(members.calls).toBe(1);
    time.advance(2_000);
    expect(names(await fetchPageData(['members:6'], api))).toEqual(['Bea']);
    expect(members.calls).toBe(2);
  });

  it('draws from the last answer when the API fails after it, and from a new one once it answers again', async () => {
    const time = clock();
    const fetchPageData = pageDataSource(time);
    const members = stubMembers();
    await fetchPageData(['members:6'], api);
    time.advance(11_000);
    members.fail = true;
    expect(names(await fetchPageData(['members:6'], api))).toEqual(['Anna']);
    expect(members.calls).toBe(2);
    members.fail = false;
    members.name = 'Bea';
    expect(names(await fetchPageData(['members:6'], api))).toEqual(['Bea']);
  });

  it('throws when the API fails and no earlier answer is held', async () => {
    const fetchPageData = pageDataSource(clock());
    stubMembers().fail = true;
    await expect(fetchPageData(['members:6'], api)).rejects.toThrow('/api/members.php answered 500');
  });
});
