import { createQueryClient } from '@amora/shared/query';
import { apiError, makeProfile, mockApi, recordRequests, resetBus, setupI18n } from '@amora/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSignupLocale, SIGNUP_NAMESPACE } from '../../i18n/load-locale';
import { Root } from '../../root';

const requests = recordRequests();
const anna = {
  ...makeProfile({
    id: 42, name: 'Anna', age: 29, region: 'Utrecht', city: 'Utrecht', about: 'Coffee, cycling and long talks.',
    main_image: { id: 1, filename: 'p/42.jpg', thumb_filename: 'p/42-t.jpg', status: 'active', premium: false },
  }),
  images: [], interests: [], liked_by_me: false, blocked_by_me: false,
};

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root client={createQueryClient()} />);
}

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));

beforeEach(() => resetBus({ cdn_prefix: 'https://cdn.example/', message_length: 500 }));

describe('/members/{id}/signup', () => {
  it("shows the partner's card and sends the first message with the sign-up", async () => {
    mockApi('get', '/api/profile.php', ({ url }) => (url.searchParams.get('id') === '42' ? { profile: anna } : apiError(404, 'not_found')));
    mockApi('post', '/api/signup.php', () => apiError(404, 'not_found'));
    const user = userEvent.setup();
    renderAt('/members/42/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Anna' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute('src', 'https://cdn.example/p/42.jpg');
    expect(screen.getByRole('heading', { level: 2, name: 'Anna, 29' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Write Anna a first message'), 'Hello Anna');
    await user.type(screen.getByLabelText('E-mail address'), 'ben@example.com');
    await user.type(screen.getByLabelText('Username'), 'ben_b');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-02' } });
    await user.click(screen.getByRole('button', { name: 'Join for free' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred.');
    expect(requests.calls('/api/signup.php', 'POST')[0]?.body).toMatchObject({ profile: 42, signup_message: 'Hello Anna' });
    expect(screen.getByLabelText('Write Anna a first message')).toHaveValue('Hello Anna');
  });

  it('omits the card when the profile cannot be shown, and still offers the sign-up', async () => {
    mockApi('get', '/api/profile.php', () => apiError(404, 'not_found'));
    renderAt('/members/999/signup');
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join for free' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/first message/)).not.toBeInTheDocument();
    expect(requests.all.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual(['GET /api/profile.php?id=999']);
  });
});

describe('account screens of the next issue', () => {
  it('confirms the activation with a link to the members', () => {
    renderAt('/activate/done');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find members' })).toHaveAttribute('href', '/members');
  });

  it("says 'Activation failed' for a bad link", () => {
    renderAt('/activate/error');
    expect(screen.getByRole('heading', { level: 1, name: 'Activation failed' })).toBeInTheDocument();
  });

  it('explains reactivation within 14 days after deleting the account', () => {
    renderAt('/account-deleted');
    expect(screen.getByText(/reactivates your account for 14 days/)).toBeInTheDocument();
  });
});
