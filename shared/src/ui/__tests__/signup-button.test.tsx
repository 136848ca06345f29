import { type BusEvents, SignupButton, bus } from '@amora/shared';
import { resetBus } from '@amora/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

describe('SignupButton (spec §2 sign-up modal, issue 12/13)', () => {
  beforeEach(() => resetBus());

  it('opens the sign-up modal with the member to meet, without leaving the page', async () => {
    const opened: BusEvents['signup:open'][] = [];
    const sub = bus.on('signup:open').subscribe((payload) => opened.push(payload));
    render(<SignupButton profile={7}>Meet Lena</SignupButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Meet Lena' }));
    expect(opened).toEqual([{ profile: 7 }]);
    sub.unsubscribe();
  });

  it("before the page's JavaScript runs, is a form to the sign-up page in the active locale", () => {
    act(() => bus.locale$.next('de'));
    render(
      <>
        <SignupButton>Join for free</SignupButton>
        <SignupButton profile={7} label="Meet Lena">
          Lena
        </SignupButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Join for free' }).closest('form')).toHaveAttribute('action', '/de/signup');
    expect(screen.getByRole('button', { name: 'Meet Lena' }).closest('form')).toHaveAttribute('action', '/de/members/7/signup');
    expect(screen.getByRole('button', { name: 'Meet Lena' }).closest('form')).toHaveAttribute('method', 'get');
  });
});
