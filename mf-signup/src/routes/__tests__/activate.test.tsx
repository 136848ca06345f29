import { createQueryClient } from '@amora/shared/query';
import { loadSignupLocale, SIGNUP_NAMESPACE } from '../../i18n/load-locale';
import { bus } from '@amora/shared';
import { makeUser, mockApi, recordRequests, resetBus, setupI18n } from '@amora/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { Root } from '../../root';

const member = makeUser({ status: 'not_confirmed' });

const requests = recordRequests();

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root client={createQueryClient()} />);
}

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));

beforeEach(() => {
  resetBus();
});

describe('/activate/done and /activate/error', () => {
  it('confirms the account and reloads a logged-in member so the confirm banner goes', async () => {
    bus.auth$.next(member);
    mockApi('get', '/api/user.php', makeUser({ status: 'active' }));
    const refreshed = jest.fn();
    const sub = bus.on('chats:refresh').subscribe(refreshed);
    renderAt('/activate/done');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is confirmed' })).toBeInTheDocument();
    await waitFor(() => expect(bus.auth$.value?.status).toBe('active'));
    expect(requests.all.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /api/user.php']);
    expect(refreshed).toHaveBeenCalledTimes(1);
    sub.unsubscribe();
  });

  it('asks nothing of the API for a visitor who is not logged in', () => {
    const refreshed = jest.fn();
    const sub = bus.on('chats:refresh').subscribe(refreshed);
    renderAt('/activate/done');
    expect(screen.getByText('Thank you for confirming your e-mail address. Your account is now active.')).toBeInTheDocument();
    expect(requests.all).toEqual([]);
    expect(refreshed).not.toHaveBeenCalled();
    sub.unsubscribe();
  });

  it("says 'Activation failed' with a link to the login", () => {
    renderAt('/activate/error');
    expect(screen.getByRole('heading', { level: 1, name: 'Activation failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
