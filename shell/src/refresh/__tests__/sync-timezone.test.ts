import { bus } from '@amora/shared';
import { makeUser, resetBus } from '../../test-utils';
import { startTimeZoneSync } from '../sync-timezone';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('time zone sync (spec §6 swipe game day)', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    resetBus();
    fetchMock = jest.fn(async () => new Response('{"profile":{}}', { status: 200, headers: { 'content-type': 'application/json' } }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('stores the browser zone once when the member has another one', async () => {
    startTimeZoneSync();
    bus.auth$.next(makeUser({ timezone: browserZone === 'Pacific/Auckland' ? 'Europe/Oslo' : 'Pacific/Auckland' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/profile.php');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ timezone: browserZone });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bus.auth$.value?.timezone).toBe(browserZone);
    bus.auth$.next(makeUser({ timezone: 'Pacific/Auckland' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the zones agree or nobody is logged in', () => {
    startTimeZoneSync();
    bus.auth$.next(null);
    bus.auth$.next(makeUser({ timezone: browserZone }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
