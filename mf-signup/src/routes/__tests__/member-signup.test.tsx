import { type Settings, bus, initI18n, registerNamespace } from '@amora/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from '../../root';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const anna = {
  id: 42,
  name: 'Anna',
  age: 29,
  gender: 'female',
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  about: 'Coffee, cycling and long talks.',
  main_image: { id: 1, filename: 'p/42.jpg', thumb_filename: 'p/42-t.jpg', status: 'active', premium: false },
  status: 'active',
  fictional: false,
  online: true,
  images_count: 1,
  images: [],
  interests: [],
};

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root />);
}

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('signup', (l) => import(`../../i18n/${l}.json`));
});

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  bus.auth$.next(null);
  bus.settings$.next({ domain_language: 'en', cdn_prefix: 'https://cdn.example/', message_length: 500 } as Settings);
});

describe('/members/{id}/signup and landings', () => {
  it("shows the partner's card and sends the first message with the sign-up", async () => {
    fetchMock.mockImplementation(async (input) => (String(input).startsWith('/api/profile.php?id=42') ? json({ profile: anna }) : json({ error: 'not_found' }, 404)));
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
    const signupCall = fetchMock.mock.calls.find(([url]) => url === '/api/signup.php');
    expect(JSON.parse(String(signupCall?.[1]?.body))).toMatchObject({ profile: 42, signup_message: 'Hello Anna' });
    expect(screen.getByLabelText('Write Anna a first message')).toHaveValue('Hello Anna');
  });

  it('omits the card when the profile cannot be shown, and still offers the sign-up', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'not_found' }, 404));
    renderAt('/members/999/landing2/summer');
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join for free' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/first message/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/profile.php?id=999', expect.anything());
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
