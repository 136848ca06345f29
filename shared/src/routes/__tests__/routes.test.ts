import { RESERVED_PATH_SEGMENTS } from '@amora/contracts/constants';
import { ROUTES, localizePath, matchPattern, matchRoute, resolveLocale, splitLocale } from '..';

describe('route table (docs/design.md §1)', () => {
  it.each([
    ['/', 'index', 'mf_landers'],
    ['/members', 'members', 'mf_members'],
    ['/members/12', 'members-id', 'mf_members'],
    ['/members/12/chat', 'members-id-chat', 'mf_chat'],
    ['/members/12/landing2/summer', 'members-id-landing2-slug', 'mf_landers'],
    ['/likes/m/5', 'likes-m-id', 'mf_likes'],
    ['/likes/matches', 'likes-type', 'mf_likes'],
    ['/credits/repeat-order', 'credits-repeat-order', 'mf_credits'],
    ['/credits/3/ideal', 'credits-id-paymentmethod', 'mf_credits'],
    ['/credits/3', 'credits-id-paymentmethod', 'mf_credits'],
    ['/transactions', 'transactions-id', 'mf_credits'],
    ['/reset-password/do', 'reset-password-do', 'mf_signup'],
    ['/landers/gallery/spring', 'landers-gallery-slug', 'mf_landers'],
    ['/pages/terms', 'pages-terms', 'shell'],
    ['/chats/9/', 'chats-id', 'mf_chat'],
    ['/operator', 'operator', 'mf_operator'],
    ['/operator/login', 'operator-login', 'mf_operator'],
    ['/operator/members/7', 'operator-members-id', 'mf_operator'],
    ['/operator/sessions', 'operator-sessions', 'mf_operator'],
    ['/operator/pages', 'operator-pages', 'mf_operator'],
  ])('%s → %s owned by %s', (path, name, owner) => {
    const match = matchRoute(path);
    expect([match?.route.name, match?.route.owner]).toEqual([name, owner]);
  });

  it('gives the operator console (issue 31) its fourteen routes, all in the operator layout and nowhere else', () => {
    const consoleRoutes = ROUTES.filter((route) => route.owner === 'mf_operator');
    expect(consoleRoutes.map((route) => route.pattern)).toEqual([
      '/operator', '/operator/login', '/operator/photos', '/operator/reports', '/operator/complaints', '/operator/members',
      '/operator/members/:id', '/operator/audit', '/operator/settings', '/operator/releases', '/operator/operators',
      '/operator/campaigns', '/operator/pages', '/operator/sessions',
    ]);
    expect(ROUTES.filter((route) => route.layout === 'operator')).toEqual(consoleRoutes);
    expect(matchRoute('/operator/members/abc')).toBeNull();
    expect(matchRoute('/operator/unknown')).toBeNull();
  });

  it('extracts params', () => {
    expect(matchRoute('/credits/3/ideal')?.params).toEqual({ id: '3', paymentmethod: 'ideal' });
  });

  it('answers a path asked again from its last match, and the next path anew (issue 12: single-spa asks each remote)', () => {
    const first = matchRoute('/members/5');
    expect(matchRoute('/members/5')).toBe(first);
    expect(matchRoute('/chats/5')?.route.name).toBe('chats-id');
    expect(matchRoute('/members/5')).not.toBe(first);
    expect(matchRoute('/members/5')).toEqual(first);
  });

  it('answers null for unknown routes (404)', () => {
    expect(matchRoute('/nope/at/all')).toBeNull();
    expect(matchRoute('/pages/unknown')).toBeNull();
  });

  it.each([
    '/members/abc', '/members/0', '/members/12abc', '/members/-1', '/members/1.5', '/members/abc/chat', '/members/abc/landing', '/members/abc/signup', '/members/abc/landing2/summer',
    '/chats/abc', '/chats/0', '/transactions/abc', '/credits/abc', '/credits/abc/ideal', '/credits/3/bitcoin', '/credits/3/IDEAL',
    '/likes/m/abc', '/likes/liked_by', '/likes/likes', '/likes/unknown', '/sandbox-pay/does-not-exist', '/sandbox-pay/0', '/members/12345678901',
  ])('answers null (404) for %s: a param that breaks its route\'s rule (issue 29)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it.each([
    ['/members/7', 'members-id'],
    ['/members/2147483647/chat', 'members-id-chat'],
    ['/chats/100', 'chats-id'],
    ['/transactions/31', 'transactions-id'],
    ['/credits/2', 'credits-id-paymentmethod'],
    ['/credits/2/card', 'credits-id-paymentmethod'],
    ['/credits/2/prezelewy24', 'credits-id-paymentmethod'],
    ['/likes/m/11', 'likes-m-id'],
    ['/likes/liked-me', 'likes-type'],
    ['/likes/my-likes', 'likes-type'],
    ['/sandbox-pay/31', 'sandbox-pay'],
    ['/members/42/landing3/summer-2026', 'members-id-landing3-slug'],
  ])('still matches the valid address %s (%s)', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });

  it('takes a single segment no other route uses as a {token} page when it has a token\'s shape (issue 13)', () => {
    expect(matchRoute('/summer-rules')).toEqual({ route: expect.objectContaining({ name: 'token', owner: 'shell', layout: 'default' }), params: { token: 'summer-rules' } });
    expect(matchRoute('/members')?.route.name).toBe('members');
    expect(matchRoute('/favicon.ico')).toBeNull();
    expect(matchRoute('/Upper')).toBeNull();
  });

  it("reserves every route's first path segment for the API's page tokens (contracts RESERVED_PATH_SEGMENTS)", () => {
    const firstSegments = new Set(ROUTES.map((route) => route.pattern.split('/')[1]).filter((segment): segment is string => Boolean(segment) && !segment?.startsWith(':')));
    expect([...firstSegments].filter((segment) => !RESERVED_PATH_SEGMENTS.includes(segment))).toEqual([]);
  });

  it('decodes params and answers null, not an exception, for a malformed percent-escape', () => {
    expect(matchRoute('/landers/video/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(() => matchRoute('/members/%E0')).not.toThrow();
    expect(matchRoute('/members/%E0')).toBeNull();
  });
});

describe('matchPattern (regexparam)', () => {
  it('gives the decoded params of a matching path', () => {
    expect(matchPattern('/members/:id', '/members/12')).toEqual({ id: '12' });
    expect(matchPattern('/landers/video/:slug?', '/landers/video/%C3%A9t%C3%A9%20bleu')).toEqual({ slug: 'été bleu' });
    expect(matchPattern('/credits/:id/:paymentmethod?', '/credits/3')).toEqual({ id: '3' });
  });

  it('answers null for a path of another shape', () => {
    expect(matchPattern('/members/:id', '/members')).toBeNull();
    expect(matchPattern('/members/:id', '/members/12/chat')).toBeNull();
  });

  it.each(['/members/%E0', '/members/%', '/members/%zz', '/members/%C3'])('answers null, never throws, for the malformed escape in %s', (path) => {
    expect(() => matchPattern('/members/:id', path)).not.toThrow();
    expect(matchPattern('/members/:id', path)).toBeNull();
  });
});

describe('locales in URLs (docs/design.md §5)', () => {
  it('splits the locale prefix', () => {
    expect(splitLocale('/de/members/3')).toEqual({ locale: 'de', path: '/members/3', prefix: '/de' });
    expect(splitLocale('/members')).toEqual({ locale: null, path: '/members', prefix: '' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/', prefix: '/de' });
  });

  it('prefixes only non-default locales', () => {
    expect(localizePath('/credits', 'de', 'en')).toBe('/de/credits');
    expect(localizePath('/credits', 'en', 'en')).toBe('/credits');
    expect(localizePath('/', 'fr', 'en')).toBe('/fr');
  });

  it('resolves URL prefix → cookie → domain_language → en', () => {
    expect(resolveLocale('nl', 'de', 'fr-FR')).toBe('nl');
    expect(resolveLocale(null, 'de', 'fr-FR')).toBe('de');
    expect(resolveLocale(null, 'xx', 'fr-FR')).toBe('fr');
    expect(resolveLocale(null, null, 'pt-BR')).toBe('en');
  });
});
