import { bus } from '@amora/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginOnBus, makeProfile, setupI18n } from '@amora/shared/testing';
import { LIKES_NS } from '../../../i18n/load-locale';
import MatchModal from '../match-modal';

const dana = makeProfile({ id: 7, name: 'Dana' });

beforeAll(() => setupI18n(LIKES_NS, (l) => import(`../../../i18n/${l}.json`)));
beforeEach(() => {
  loginOnBus();
  window.history.replaceState(null, '', '/likes/matches');
});

describe('match modal (spec §2)', () => {
  it('announces the match as a dialog with the focus on its button', async () => {
    render(<MatchModal profile={dana} onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('You and Dana like each other.');
    expect(screen.getByRole('button', { name: 'Start a conversation' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Photo of Dana' })).toHaveAttribute('src', 'https://cdn.test/p/7.jpg');
  });

  it('closes on a click anywhere and on Esc', async () => {
    const onClose = jest.fn();
    render(<MatchModal profile={dana} onClose={onClose} />);
    await userEvent.click(await screen.findByText('Tap anywhere to close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('heading', { name: "It's a match!" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(window.location.pathname).toBe('/likes/matches');
  });

  it('opens the profile from the photo and closes', async () => {
    const onClose = jest.fn();
    render(<MatchModal profile={dana} onClose={onClose} />);
    const photo = await screen.findByRole('link', { name: 'View the profile of Dana' });
    expect(photo).toHaveAttribute('href', '/members/7');
    await userEvent.click(photo);
    expect(window.location.pathname).toBe('/members/7');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts a conversation from its button and closes', async () => {
    const onClose = jest.fn();
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    render(<MatchModal profile={dana} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a conversation' }));
    expect(window.location.pathname).toBe('/members/7/chat');
    expect(popstate).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', popstate);
  });

  it('keeps the locale prefix of a non-default locale in its links', async () => {
    bus.locale$.next('de');
    render(<MatchModal profile={dana} onClose={jest.fn()} />);
    expect(await screen.findByRole('link', { name: 'View the profile of Dana' })).toHaveAttribute('href', '/de/members/7');
    fireEvent.click(screen.getByRole('button', { name: 'Start a conversation' }));
    expect(window.location.pathname).toBe('/de/members/7/chat');
  });

  it('keeps Tab inside the dialog', async () => {
    render(<MatchModal profile={dana} onClose={jest.fn()} />);
    const button = await screen.findByRole('button', { name: 'Start a conversation' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'View the profile of Dana' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(button).toHaveFocus();
  });
});
