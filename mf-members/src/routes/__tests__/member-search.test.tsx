import { bus, type Profile, type Settings } from '@amora/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeProfile, makeSettings, mockApi, recordRequests, renderRoute } from '@amora/shared/testing';
import { resetSearch, setupMembersI18n } from '../../test-utils';
import { MemberSearch } from '../member-search';

const lena = makeProfile({ id: 10, name: 'Lena', age: 31 });
const mara = makeProfile({ id: 20, name: 'Mara', age: 27, main_image: null, online: false, city: null, region: 'Utrecht' });
const sofie = makeProfile({ id: 30, name: 'Sofie', age: 29, country: 'BE', city: 'Gent' });

/** A `GET /api/members.php` answer; `next_cursor` only when a next page exists. */
const page = (profiles: Profile[], total: number, pageNumber = 1, similar: Profile[] = [], next_cursor: string | null = null, total_capped = false) => ({
  profiles,
  total,
  total_capped,
  next_cursor,
  pageNumber,
  numResults: 24,
  similar,
});
const REGIONS = {
  NL: { label: 'province', items: [{ code: 'NL-NH', name: 'Noord-Holland' }, { code: 'NL-UT', name: 'Utrecht' }] },
  CH: { label: 'canton', items: [{ code: 'CH-ZH', name: 'Zürich' }, { code: 'CH-BE', name: 'Bern' }] },
  PL: { label: 'voivodeship', items: [{ code: 'PL-14', name: 'Mazowieckie' }] },
};
/** Answers `GET /api/regions.php?country=` with that country's regions. */
const answerRegions = () =>
  mockApi('get', '/api/regions.php', ({ url }) => {
    const country = url.searchParams.get('country') as keyof typeof REGIONS;
    return { regions: { [country]: REGIONS[country] } };
  });

/** The demo site's settings (its fictional icon is 🎭), overridable. */
const setSettings = (over: Partial<Settings> = {}) => bus.settings$.next(makeSettings({ fictional_icon: '🎭', ...over }));

const requests = recordRequests();
/** The URLs of the requests to one path. */
const calls = (path: string) => requests.calls(path).map((r) => r.url);

beforeAll(setupMembersI18n);
beforeEach(() => {
  resetSearch();
  loginOnBus();
  setSettings();
});

const renderSearch = () => renderRoute('/members', '/members', <MemberSearch />);

describe('/members — member search (spec §2, §4)', () => {
  it('searches with default filters on the first visit and shows the members as cards linking to their profiles', async () => {
    mockApi('get', '/api/members.php', page([lena, mara], 2));
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search members' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2 members found' })).toBeInTheDocument();

    const [query] = calls('/api/members.php');
    expect(Object.fromEntries(query?.searchParams ?? [])).toEqual({ min_age: '18', max_age: '99', pageNumber: '1', numResults: '24' });

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Lena, 31' })).toHaveAttribute('href', '/members/10');
    expect(within(first).getByRole('img', { name: 'Photo of Lena' })).toHaveAttribute('src', 'https://cdn.test/p/10.jpg');
    expect(within(first).getByTitle('Online')).toHaveTextContent('Online');
    expect(within(first).getByText('Amsterdam, Netherlands')).toBeInTheDocument();
    // No photo: the silhouette by gender, still labelled for screen readers; no initial (issue 29).
    expect(within(second).getByRole('img', { name: 'Photo of Mara' })).toHaveAttribute('data-placeholder', 'female');
    expect(within(second).getByRole('img', { name: 'Photo of Mara' })).toHaveTextContent('');
    expect(within(second).queryByText('Online')).not.toBeInTheDocument();
    expect(within(second).getByText('Utrecht, Netherlands')).toBeInTheDocument();
  });

  it('marks fictional profiles with the site\'s icon, its warning as tooltip', async () => {
    mockApi('get', '/api/members.php', page([makeProfile({ id: 40, name: 'Nina', fictional: true })], 1));
    renderSearch();
    const card = (await screen.findByRole('link', { name: 'Nina, 31' })).closest('article') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'fictional profile' })).toHaveAttribute('title', 'Some profiles are fictional.');
    // Drawn as an SVG of the icon set, never as the setting's emoji (issue 13: no emoji font, an empty box).
    expect(within(card).getByRole('img', { name: 'fictional profile' }).querySelector('svg')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'fictional profile' })).not.toHaveTextContent('🎭');
  });

  it('appends the next page with "Show more" until every match is shown', async () => {
    mockApi('get', '/api/members.php', ({ url }) => (url.searchParams.get('pageNumber') === '2' ? page([sofie], 3, 2) : page([lena, mara], 3, 1, [], 'cursor-after-mara')));
    renderSearch();
    expect(await screen.findByText('Showing 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('link', { name: 'Sofie, 29' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /, \d+$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls('/api/members.php').map((u) => u.searchParams.get('pageNumber'))).toEqual(['1', '2']);
    // Page 2 continues at page 1's cursor (after Mara), not at an offset that shifts.
    expect(calls('/api/members.php')[1]?.searchParams.get('after')).toBe('cursor-after-mara');
    // Page 1 stays: the cards were appended, not replaced.
    expect(screen.getByRole('link', { name: 'Lena, 31' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 members found' })).toBeInTheDocument();
  });

  it('says "more than 1,000" when the API stopped counting, and still offers more (issue 34)', async () => {
    mockApi('get', '/api/members.php', page([lena, mara], 1000, 1, [], 'next', true));
    renderSearch();
    expect(await screen.findByRole('heading', { name: 'More than 1,000 members found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of more than 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('names the region field as the chosen country names its regions, and only once a country is chosen', async () => {
    setSettings({ countries: ['NL', 'CH', 'PL'] });
    mockApi('get', '/api/members.php', page([lena], 1));
    answerRegions();
    renderSearch();
    await screen.findByRole('heading', { name: '1 member found' });
    expect(screen.queryByLabelText(/Province|Canton|Voivodeship/)).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Netherlands');
    expect(await screen.findByLabelText('Province')).toHaveDisplayValue('All regions');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Switzerland');
    expect(await screen.findByLabelText('Canton')).toBeInTheDocument();
    expect(screen.queryByLabelText('Province')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Zürich' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Poland');
    expect(await screen.findByLabelText('Voivodeship')).toBeInTheDocument();
    // Each country's list is asked for once, by its ISO code (spec §7: loaded once and cached).
    expect(calls('/api/regions.php').map((u) => u.searchParams.get('country'))).toEqual(['NL', 'CH', 'PL']);
  });

  it('keeps filters, loaded pages and count when the member comes back from a profile', async () => {
    mockApi('get', '/api/members.php', ({ url }) => (url.searchParams.get('pageNumber') === '2' ? page([sofie], 3, 2) : page([lena, mara], 3, 1, [], 'cursor-after-mara')));
    const first = renderSearch();
    await screen.findByText('Showing 2 of 3');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Women');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Showing 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Sofie, 29' });
    first.unmount();

    renderSearch();
    expect(screen.getByRole('heading', { name: '3 members found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /, \d+$/ })).toHaveLength(3);
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(calls('/api/members.php')).toHaveLength(3);
  });

  it('keeps the applied filters in the address, and a reload or shared link with them searches with them (issue 13)', async () => {
    mockApi('get', '/api/members.php', page([lena], 1));
    const first = renderSearch();
    await screen.findByRole('heading', { name: '1 member found' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/members$/);
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Women');
    await userEvent.selectOptions(screen.getByLabelText('Age from'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/members?gender=female&min_age=30'));
    first.unmount();

    // A new page (reload, shared link): the store is empty, the address has the filters.
    resetSearch();
    requests.all.length = 0;
    renderRoute('/members', '/members?gender=female&min_age=30&max_age=abc', <MemberSearch />);
    await screen.findByRole('heading', { name: '1 member found' });
    const [query] = calls('/api/members.php');
    expect(Object.fromEntries(query?.searchParams ?? [])).toEqual({ gender: 'female', min_age: '30', max_age: '99', pageNumber: '1', numResults: '24' });
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByLabelText('Age from')).toHaveValue('30');
    // The invalid maximum is dropped from the address too.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/members\?gender=female&min_age=30$/));

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/members$/));
  });

  it('shows similar members only when the search found less than a page', async () => {
    const many = Array.from({ length: 24 }, (_, i) => makeProfile({ id: 100 + i, name: `M${i}` }));
    mockApi('get', '/api/members.php', page(many, 30, 1, [sofie]));
    renderSearch();
    await screen.findByRole('heading', { name: '30 members found' });
    expect(screen.queryByRole('region', { name: 'Similar members' })).not.toBeInTheDocument();
  });

  it('searches with the chosen gender, country, region (labelled as the country names it) and ages', async () => {
    mockApi('get', '/api/members.php', page([lena], 1));
    answerRegions();
    renderSearch();
    await screen.findByRole('heading', { name: '1 member found' });

    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Women');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Netherlands');
    await userEvent.selectOptions(await screen.findByLabelText('Province'), 'Noord-Holland');
    await userEvent.selectOptions(screen.getByLabelText('Age from'), '30');
    await userEvent.selectOptions(screen.getByLabelText('Age to'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(calls('/api/members.php')).toHaveLength(2));
    const last = calls('/api/members.php')[1];
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: 'NL-NH',
      min_age: '30',
      max_age: '40',
      pageNumber: '1',
      numResults: '24',
    });
  });

  it('keeps the age range valid: a minimum above the maximum moves the maximum along', async () => {
    mockApi('get', '/api/members.php', page([lena], 1));
    renderSearch();
    await userEvent.selectOptions(screen.getByLabelText('Age to'), '25');
    await userEvent.selectOptions(screen.getByLabelText('Age from'), '40');
    expect(screen.getByLabelText('Age to')).toHaveValue('40');
  });

  it('shows an empty state with similar members, and "Clear filters" searches afresh', async () => {
    mockApi('get', '/api/members.php', ({ url }) => (url.searchParams.get('gender') === 'male' ? page([], 0, 1, [sofie]) : page([lena, mara], 2)));
    renderSearch();
    await screen.findByRole('heading', { name: '2 members found' });
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Men');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: 'No members match your search' })).toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Similar members' });
    expect(within(similar).getByRole('link', { name: 'Sofie, 29' })).toHaveAttribute('href', '/members/30');

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: '2 members found' })).toBeInTheDocument();
    expect(screen.getByLabelText('Gender')).toHaveValue('');
    expect(calls('/api/members.php').at(-1)?.searchParams.has('gender')).toBe(false);
  });

  it('shows the error with a retry button when the search fails', async () => {
    let fail = true;
    mockApi('get', '/api/members.php', () => (fail ? apiError(400, 'bad_thing') : page([lena], 1)));
    renderSearch();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lena, 31' })).toBeInTheDocument();
  });

  it('lets visitors search when the site allows it', async () => {
    bus.auth$.next(null);
    mockApi('get', '/api/members.php', page([lena], 1));
    renderSearch();
    expect(await screen.findByRole('link', { name: 'Lena, 31' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Match finder' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in or join when the API answers 403 authentication_required (spec §8)', async () => {
    bus.auth$.next(null);
    mockApi('get', '/api/members.php', () => apiError(403, 'authentication_required', { message: 'Log in' }));
    const signups: unknown[] = [];
    const sub = bus.on('signup:open').subscribe((p) => signups.push(p));
    renderSearch();
    expect(await screen.findByText('Log in or sign up for free to search members.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(signups).toEqual([{}]);
    sub.unsubscribe();
  });

  it('asks visitors to log in or sign up when the site does not let them search (spec §6)', async () => {
    bus.auth$.next(null);
    setSettings({ logged_out_search: false });
    const signups: unknown[] = [];
    const sub = bus.on('signup:open').subscribe((p) => signups.push(p));
    renderSearch();
    expect(screen.getByText('Log in or sign up for free to search members.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(signups).toEqual([{}]);
    expect(requests.all).toHaveLength(0);
    sub.unsubscribe();
  });
});

describe('/members — clearing (spec §4)', () => {
  beforeEach(() => {
    resetSearch();
    loginOnBus();
    setSettings();
  });

  it('also resets filters changed in the form but not searched yet', async () => {
    mockApi('get', '/api/members.php', page([lena], 1));
    renderSearch();
    await screen.findByRole('heading', { name: '1 member found' });
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Men');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('heading', { name: '1 member found' });
    expect(screen.getByLabelText('Gender')).toHaveValue('');
  });
});
