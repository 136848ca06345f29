import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { mockSignedIn, renderConsole, setupOperatorI18n, switchLocale } from '../../../test-utils';
import { makeHit } from './member-fixtures';

const requests = recordRequests();

beforeAll(setupOperatorI18n);
beforeEach(async () => {
  await switchLocale('en');
  mockSignedIn('support');
  mockApi('get', '/api/operator/counts.php', { photos: 0, reports: 0, complaints: 0 });
});
afterAll(() => resetBus());

describe('/operator/members — the member look-up (issue 31)', () => {
  it('explains the syntax in the field’s label, searches, keeps the query in the address and goes back to the last results', async () => {
    mockApi('get', '/api/operator/members.php', ({ url }) =>
      url.searchParams.get('q') === 'p77'
        ? { members: [makeHit({ user_id: 31, profile_id: 60, name: 'Bert', email: 'bert@demo.amora.test', status: 'banned', banned_until: '2026-12-24T00:00:00Z', main_thumb_url: null })] }
        : { members: [makeHit(), makeHit({ user_id: 13, profile_id: 41, name: 'Annabel', email: 'annabel@demo.amora.test', status: 'not_confirmed' })] },
    );
    renderConsole('/operator/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    const field = screen.getByLabelText('E-mail, #id, p123 (payment id) or name');
    expect(field).toHaveAccessibleDescription(/#12 for user or profile id 12, p123 for whoever made payment 123/);
    expect(requests.calls('/api/operator/members.php')).toHaveLength(0);

    await userEvent.type(field, ' ann ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('2 members found for “ann”.')).toHaveAttribute('role', 'status');
    expect(window.location.search).toBe('?q=ann');
    expect(requests.calls('/api/operator/members.php')[0]?.url.searchParams.get('q')).toBe('ann');
    const table = screen.getByRole('table', { name: 'Members found for “ann”' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Photo', 'Name', 'E-mail', 'Site', 'Status', 'Member since']);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/operator/members/12');
    expect(rows[1]).toHaveTextContent('User 12 · profile 40');
    expect(rows[1]).toHaveTextContent('anna@demo.amora.test');
    expect(rows[1]).toHaveTextContent('demo.amora.test');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Mar 2, 2026');
    expect(rows[2]).toHaveTextContent('Not confirmed');

    await userEvent.clear(screen.getByLabelText('E-mail, #id, p123 (payment id) or name'));
    await userEvent.type(screen.getByLabelText('E-mail, #id, p123 (payment id) or name'), 'p77{Enter}');
    expect(await screen.findByRole('link', { name: 'Bert' })).toHaveAttribute('href', '/operator/members/31');
    expect(screen.getByText('1 member found for “p77”.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('table')).toHaveTextContent('Banned until Dec 24, 2026');
    expect(window.location.search).toBe('?q=p77');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('link', { name: 'Annabel' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail, #id, p123 (payment id) or name')).toHaveValue('ann');
  });

  it('opens with the results of the query in the address, says when none is found, and asks for something to look for', async () => {
    mockApi('get', '/api/operator/members.php', { members: [] });
    renderConsole('/operator/members?q=nobody%40demo');
    expect(await screen.findByText('No member found for “nobody@demo”.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('E-mail, #id, p123 (payment id) or name')).toHaveValue('nobody@demo');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('E-mail, #id, p123 (payment id) or name'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type what to look for.');
    expect(requests.calls('/api/operator/members.php')).toHaveLength(1);
  });

  it('asks to narrow a search that hit the limit of 50, and offers to try again when the search failed', async () => {
    mockApi('get', '/api/operator/members.php', { error: 'internal', message: 'boom' }, { status: 400 });
    mockApi('get', '/api/operator/members.php', { members: Array.from({ length: 50 }, (_, i) => makeHit({ user_id: i + 1, name: `Anna ${i + 1}` })) }, { once: true });
    const { unmount } = renderConsole('/operator/members?q=anna');
    expect(await screen.findByText('50 members found for “anna”. Only the first 50 are shown: narrow the search.')).toHaveAttribute('role', 'status');
    unmount();
    renderConsole('/operator/members?q=bert');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
