import { type ProfileDetail, bus } from '@amora/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, makeProfile as kitProfile, mockApi, recordRequests } from '@amora/shared/testing';
import { setupI18n, visit } from '../../__tests__/fixtures';
import { Root } from '../../root';

const lena: ProfileDetail = {
  ...kitProfile({ id: 42, name: 'Lena', age: 31, city: 'Leiden', region: null, online: true, about: 'Coffee, cycling and old films.' }),
  main_image: { id: 420, filename: 'p/42.jpg', thumb_filename: 'p/42_t.jpg', status: 'active', premium: false },
  images: [],
  interests: [],
  liked_by_me: false,
  blocked_by_me: false,
};

const requests = recordRequests();

beforeAll(setupI18n);
beforeEach(() => mockApi('get', '/api/profile.php', ({ url }) => (url.searchParams.get('id') === '42' ? { profile: lena } : apiError(404, 'not_found'))));

describe('member landers `/members/{id}/landing…` (spec §1; issue 12: three designs, the slug choosing the copy)', () => {
  it('landing: the member\'s big photo first (fetched first), who they are, and one call to write to them', async () => {
    visit('/members/42/landing');
    render(<Root />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Say hello to Lena' })).toBeInTheDocument();
    expect(screen.getByText('Lena, 31 · Leiden')).toBeInTheDocument();
    expect(screen.getByText('Coffee, cycling and old films.')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Lena' });
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: 'Write to Lena for free' })).toHaveAttribute('href', '/members/42/signup');
    expect(requests.all.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual(['/api/profile.php?id=42']);
  });

  it('landing2: a chat Lena opened, its opener and headline chosen by the slug; unknown slugs get the default copy', async () => {
    visit('/members/42/landing2/tonight');
    const { unmount } = render(<Root />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena is free tonight' })).toBeInTheDocument();
    expect(screen.getByText("Hey, are you online tonight? I'd love to chat.")).toBeInTheDocument();
    expect(screen.getByText('Lena is typing…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply to Lena' })).toHaveAttribute('href', '/members/42/signup');
    unmount();

    visit('/members/42/landing2/spring-sale');
    render(<Root />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Say hello to Lena' })).toBeInTheDocument();
  });

  it('landing3: one portrait card; "More singles" opens sign-up, "Like" leads to the member-tied sign-up', async () => {
    visit('/members/42/landing3/nearby');
    const opened = jest.fn();
    const sub = bus.on('signup:open').subscribe(opened);
    render(<Root />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena lives near you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Like Lena' })).toHaveAttribute('href', '/members/42/signup');
    await userEvent.click(screen.getByRole('button', { name: 'More singles' }));
    expect(opened).toHaveBeenCalledWith({});
    sub.unsubscribe();
  });

  it('the three designs differ: each route draws its own layout', async () => {
    const drawn: string[] = [];
    for (const path of ['/members/42/landing', '/members/42/landing2', '/members/42/landing3']) {
      visit(path);
      const { container, unmount } = render(<Root />);
      await screen.findByRole('heading', { level: 1 });
      drawn.push(container.innerHTML.replace(/>[^<]*</g, '><'));
      unmount();
    }
    expect(new Set(drawn).size).toBe(3);
  });

  it('a member who cannot be shown leaves a plain invitation to sign up', async () => {
    visit('/members/999/landing3/tonight');
    render(<Root />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This profile is not available, but many other singles are online right now.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join for free' })).toBeInTheDocument();
  });

  it('a server-drawn member lander starts from the profile the server used and does not ask again (issue 12)', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'amora-ssr-data';
    data.textContent = JSON.stringify({ mf_landers: { 'profile:42': lena } });
    document.head.append(data);
    visit('/members/42/landing');
    render(<Root />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Say hello to Lena' });
    expect(within(heading.closest('section') as HTMLElement).getByRole('img', { name: 'Lena' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.all).toEqual([]);
  });
});
