import { bus } from '@amora/shared';
import { makeProfile, makeUser, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { waitFor } from '@testing-library/react';
import { startTimeZoneSync } from '../sync-timezone';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const otherZone = browserZone === 'Pacific/Auckland' ? 'Europe/Oslo' : 'Pacific/Auckland';
const requests = recordRequests();

/** The member's own profile as `PUT /api/profile.php` answers it (contract `ownProfileDetail`). */
const makeOwnProfile = () => ({
  ...makeProfile({ id: 1 }), images: [], interests: [], liked_by_me: false, blocked_by_me: false,
  looking_for: null, invisible: false, date_of_birth: '1992-04-02', lat: null, lon: null,
});

describe('time zone sync (spec §6 swipe game day)', () => {
  beforeEach(() => {
    resetBus();
    mockApi('put', '/api/profile.php', ({ body }) => ({ profile: { ...makeOwnProfile(), ...(body as object) } }));
  });

  it('stores the browser zone once when the member has another one', async () => {
    startTimeZoneSync();
    bus.auth$.next(makeUser({ timezone: otherZone }));
    await waitFor(() => expect(bus.auth$.value?.timezone).toBe(browserZone));
    expect(requests.all.map((r) => [r.method, r.url.pathname, r.body])).toEqual([['PUT', '/api/profile.php', { timezone: browserZone }]]);
    bus.auth$.next(makeUser({ timezone: otherZone }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.all).toHaveLength(1);
  });

  it('sends nothing when the zones agree or nobody is logged in', async () => {
    startTimeZoneSync();
    bus.auth$.next(null);
    bus.auth$.next(makeUser({ id: 5, timezone: browserZone }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.all).toEqual([]);
  });
});
