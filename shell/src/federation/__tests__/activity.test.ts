import { REMOTE_NAMES } from '@amora/shared';
import { isActive } from '../register-remotes';

const at = (pathname: string) => ({ pathname }) as Location;

describe('single-spa activity of the operator console (issue 31)', () => {
  it('registers mf_operator, active on the console’s addresses only: member and visitor pages never load it', () => {
    expect(REMOTE_NAMES).toContain('mf_operator');
    for (const path of ['/operator', '/operator/login', '/operator/photos', '/operator/members/7', '/de/operator/sessions']) expect([path, isActive('mf_operator', at(path))]).toEqual([path, true]);
    for (const path of ['/', '/members', '/members/7', '/likes', '/chats/3', '/login', '/pages/faq', '/operator-news', '/operator/unknown']) expect([path, isActive('mf_operator', at(path))]).toEqual([path, false]);
    expect(isActive('mf_members', at('/operator/members'))).toBe(false);
  });
});
