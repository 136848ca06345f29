import { type SignupFormProps, bus, setRemoteLoader } from '@amora/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile, makeUser, resetBus } from '@amora/shared/testing';
import { setupShellI18n } from '../../test-utils';
import { SignupModalHost } from '../signup-modal-host';

/** Stands in for mf_signup's exposed form: its button creates the account as the real one does (the member on the bus). */
function FakeSignupForm({ onProgress }: SignupFormProps) {
  const create = () => {
    onProgress(true);
    bus.auth$.next(makeUser({ status: 'not_confirmed', profile: makeProfile({ name: 'ben_b' }) }));
  };
  return (
    <button type="button" onClick={create}>
      create account
    </button>
  );
}

beforeAll(setupShellI18n);
beforeEach(() => {
  resetBus();
  setRemoteLoader((async () => ({ default: FakeSignupForm })) as never);
});

describe('sign-up modal host (spec §2, §4)', () => {
  it('is titled "Join for free" until the account exists, then welcomes the new member above the steps (issue 29)', async () => {
    render(<SignupModalHost />);
    act(() => bus.emit('signup:open', {}));
    expect(screen.getByRole('dialog', { name: 'Join for free' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'create account' }));
    expect(screen.getByRole('dialog', { name: 'Welcome, ben_b!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Join for free' })).not.toBeInTheDocument();
  });
});
