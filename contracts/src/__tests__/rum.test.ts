import { CANARY_RULE_DEFAULTS, canaryRulesBody } from '../calls/canary';
import { RUM_LIMITS, rumBeacon } from '../calls/rum';

const versions = { shell: 'a1b2c3', mf_landers: '0.1.0-ab12cd34ef' };

describe('real-user measurement beacons (issue 35)', () => {
  it('takes every kind of event with the versions that drew the page', () => {
    const beacon = {
      versions,
      events: [
        { kind: 'page_view' },
        { kind: 'vital', name: 'LCP', value: 1834.2 },
        { kind: 'vital', name: 'CLS', value: 0.02 },
        { kind: 'error', remote: 'unknown' },
        { kind: 'error', remote: 'mf_landers' },
        { kind: 'load_failure', remote: 'mf_landers' },
        { kind: 'retry', remote: 'mf_landers' },
        { kind: 'outcome', remote: 'mf_landers', name: 'lander_signup_click' },
      ],
    };
    expect(rumBeacon.parse(beacon)).toEqual(beacon);
  });

  it('refuses unknown kinds, names and remotes, and more than the limits', () => {
    const bad = (value: unknown) => expect(rumBeacon.safeParse(value).success).toBe(false);
    bad({ versions, events: [] });
    bad({ versions, events: [{ kind: 'scroll' }] });
    bad({ versions, events: [{ kind: 'vital', name: 'FID', value: 3 }] });
    bad({ versions, events: [{ kind: 'vital', name: 'LCP', value: 600001 }] });
    bad({ versions, events: [{ kind: 'load_failure', remote: 'unknown' }] });
    bad({ versions, events: [{ kind: 'outcome', remote: 'mf_chat', name: 'gift_sent' }] });
    bad({ versions: { 'mf-chat': '1' }, events: [{ kind: 'page_view' }] });
    bad({ versions: { mf_chat: 'a b' }, events: [{ kind: 'page_view' }] });
    bad({ versions, events: Array.from({ length: RUM_LIMITS.maxEvents + 1 }, () => ({ kind: 'page_view' })) });
    bad({ versions: Object.fromEntries(Array.from({ length: RUM_LIMITS.maxRemotes + 1 }, (_, i) => [`mf_${String.fromCharCode(97 + i)}`, '1'])), events: [{ kind: 'page_view' }] });
    expect(rumBeacon.safeParse({ versions, events: Array.from({ length: RUM_LIMITS.maxEvents }, () => ({ kind: 'page_view' })) }).success).toBe(true);
  });

  it('canary rules: documented defaults, and a change of some of them', () => {
    expect(CANARY_RULE_DEFAULTS).toEqual({ min_page_views: 200, max_error_rate_increase: 0.01, max_outcome_drop: 0.2, significance: 0.05, check_after_minutes: 10 });
    expect(canaryRulesBody.safeParse({ name: 'mf_landers', min_page_views: 500 }).success).toBe(true);
    expect(canaryRulesBody.safeParse({ name: 'mf_landers', significance: 0 }).success).toBe(false);
  });
});
