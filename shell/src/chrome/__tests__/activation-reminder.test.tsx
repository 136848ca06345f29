import { type User, bus } from '@amora/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, makeUser, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { setupShellI18n } from '../../test-utils';
import { ActivationReminder, SMARTPHONE_QUERY, activationReminderMode } from '../activation-reminder';
import { DefaultLayout } from '../layouts';

const requests = recordRequests();

/** A member who just signed up: not confirmed, profile disabled, notifications on. */
function newMember(overrides: Partial<User> = {}): User {
  const base = makeUser({ status: 'not_confirmed', email: 'new@example.com' });
  return { ...base, profile: { ...base.profile, status: 'disabled' }, ...overrides };
}

/** Makes `matchMedia` report a smartphone viewport or not. */
function setSmartphone(on: boolean) {
  window.matchMedia = ((query: string) => ({ matches: on && query === SMARTPHONE_QUERY, media: query })) as unknown as typeof window.matchMedia;
}

beforeAll(setupShellI18n);
beforeEach(() => {
  resetBus();
  setSmartphone(false);
  window.history.pushState({}, '', '/members');
});

describe('activation reminder rules (spec §4)', () => {
  const base = { user: newMember(), routeName: 'members', search: '', smartphone: false };
  const active = newMember({ status: 'active' });
  it.each([
    ['an unconfirmed member with a disabled profile', {}, 'alert'],
    ['right after sign-up on a smartphone', { search: '?api_signup_complete=1', smartphone: true }, 'modal'],
    ['right after sign-up on a desktop', { search: '?api_signup_complete=1' }, 'alert'],
    ['a smartphone without api_signup_complete', { smartphone: true }, 'alert'],
    ['a visitor', { user: null }, null],
    ['a confirmed member', { user: active }, null],
    ['an active profile', { user: { ...newMember(), profile: { ...newMember().profile, status: 'active' as const } } }, null],
    ['disabled e-mail notifications', { user: newMember({ notifications_disabled: ['bounce'] }) }, null],
    ['the signup route', { routeName: 'signup' }, null],
    ['the complete-signup route', { routeName: 'complete-signup' }, null],
    ['the signup-matches route', { routeName: 'signup-matches' }, null],
    ['the settings route', { routeName: 'profile' }, null],
    ['the notifications route', { routeName: 'notifications' }, null],
  ])('%s → %s', (_label, change, expected) => {
    expect(activationReminderMode({ ...base, ...change })).toBe(expected);
  });
});

describe('ActivationReminder', () => {
  it('is loaded into the default layout for an unconfirmed member only', async () => {
    bus.auth$.next(makeUser());
    const { rerender } = render(<DefaultLayout routeName="members">content</DefaultLayout>);
    expect(screen.queryByText(/Please confirm your e-mail address/)).not.toBeInTheDocument();
    act(() => bus.auth$.next(newMember()));
    rerender(<DefaultLayout routeName="members">content</DefaultLayout>);
    expect(await screen.findByText('Please confirm your e-mail address: we sent a link to new@example.com.')).toBeInTheDocument();
  });

  it('shows an alert bar with the address and resends the e-mail', async () => {
    bus.auth$.next(newMember());
    mockApi('post', '/api/activate.php', { ok: true });
    render(<ActivationReminder />);
    expect(screen.getByText('Please confirm your e-mail address: we sent a link to new@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText(/We sent the e-mail again to new@example.com/)).toBeInTheDocument();
    expect(requests.all.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual(['POST /api/activate.php?resend=1']);
  });

  it('says when too many mails were sent', async () => {
    bus.auth$.next(newMember());
    mockApi('post', '/api/activate.php', () => apiError(429, 'too_many_mails'));
    render(<ActivationReminder />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many e-mails sent, please try again tomorrow.');
  });

  it('is a modal right after sign-up on a smartphone, and an alert bar once closed', async () => {
    setSmartphone(true);
    window.history.pushState({}, '', '/members?api_signup_complete=1');
    bus.auth$.next(newMember());
    render(<ActivationReminder />);
    expect(screen.getByRole('dialog', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('we sent a link to new@example.com');
  });

  it('is not shown on the settings route nor after confirmation', () => {
    window.history.pushState({}, '', '/profile');
    bus.auth$.next(newMember());
    const { container, rerender } = render(<ActivationReminder />);
    expect(container).toBeEmptyDOMElement();
    window.history.pushState({}, '', '/members');
    act(() => bus.auth$.next(newMember({ status: 'active' })));
    rerender(<ActivationReminder />);
    expect(container).toBeEmptyDOMElement();
  });
});
