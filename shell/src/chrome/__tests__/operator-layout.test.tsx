import { type BootData, bus, setRemoteLoader } from '@amora/shared';
import { act, render, screen } from '@testing-library/react';
import { loginOnBus, makeProfile, makeSettings, resetBus } from '@amora/shared/testing';
import { setupShellI18n } from '../../test-utils';
import { Chrome } from '../chrome';

beforeAll(setupShellI18n);
beforeEach(() => resetBus());
afterEach(() => window.history.pushState({}, '', '/'));

const boot: BootData = { settings: makeSettings(), user: null, locale: 'en', default_locale: 'en', remotes: [], entry_warning_dismissed: false, live_cursor: null };

/** Stand-ins for the modules the shell's modals load (mf_likes' match modal, mf_signup's form): each names itself. */
const loader = jest.fn(async (id: string) => ({ default: () => <div data-testid={id} /> }));

/** The chrome at `path`, with a match and a sign-up asked for on the bus once it is drawn. */
async function chromeAt(path: string) {
  window.history.pushState({}, '', path);
  setRemoteLoader(loader as never);
  loader.mockClear();
  render(<Chrome boot={boot} />);
  // The lazy hosts arrive as chunks of their own: let them load before the events.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  act(() => bus.emit('match:found', { profile: makeProfile({ id: 4, name: 'Dana' }) }));
  act(() => bus.emit('signup:open', {}));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('the operator console’s layout (issue 31)', () => {
  it('shows a member signed in on the same browser none of the member chrome: no navigation, footer, match or sign-up modal', async () => {
    loginOnBus();
    await chromeAt('/operator/photos');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    expect(document.querySelector('.layout-operator [data-remote-loading="mf_operator"]')).not.toBeNull();
  });

  it('shows a visitor no entry warning there', async () => {
    await chromeAt('/operator/login');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('(while a member page has all of it)', async () => {
    loginOnBus();
    await chromeAt('/members');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByTestId('mf_likes/match-modal')).toBeInTheDocument();
    expect(await screen.findByTestId('mf_signup/signup-form')).toBeInTheDocument();
  });
});
