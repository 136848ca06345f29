import { type BootData, OUTLETS_ID, getOutlet } from '@amora/shared';
import { act, render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { markRemote } from '../../federation/remote-status';
import { RemoteOutlet } from '../remote-outlet';
import { type ServerSlot, ServerSlotContext } from '../server-slot';
import { setupShellI18n } from '../../test-utils';

beforeAll(setupShellI18n);

/** Two layouts around the outlet, as the chrome switches from the default to the chat layout. */
function Layout({ chat }: { chat: boolean }) {
  const outlet = <RemoteOutlet name="mf_chat" boot={{} as BootData} />;
  return chat ? <div data-testid="chat-layout">{outlet}</div> : <section data-testid="default-layout">{outlet}</section>;
}

describe('RemoteOutlet (docs/design.md §1: a layout change never destroys a mounted remote)', () => {
  it('keeps the remote on screen when the layout around it changes (/chats → /chats/{id})', () => {
    const outlets = document.createElement('div');
    outlets.id = OUTLETS_ID;
    document.body.appendChild(outlets);
    getOutlet('mf_chat').textContent = 'the chat app';
    markRemote('mf_chat', 'mounted');

    const { rerender } = render(<Layout chat={false} />);
    expect(screen.getByTestId('default-layout')).toHaveTextContent('the chat app');
    rerender(<Layout chat />);
    expect(screen.getByTestId('chat-layout')).toHaveTextContent('the chat app');
    expect(document.querySelectorAll('[id="outlet-mf_chat"]')).toHaveLength(1);
  });
});

describe('RemoteOutlet on a server-drawn page (issue 12)', () => {
  it('draws the server HTML even when its first render is thrown away before it commits', async () => {
    // A render given up before it commits (here: a sibling still loading; on a real page a click
    // while the page hydrates) must not spend the server's HTML: the render that commits needs it.
    let resolve!: () => void;
    const loading = new Promise<void>((r) => (resolve = r));
    const Sibling = lazy(() => loading.then(() => ({ default: () => null })));
    const serverSlot: ServerSlot = { html: '<div id="outlet-mf_landers"><h1>Meet singles</h1></div>' };
    render(
      <ServerSlotContext.Provider value={serverSlot}>
        <Suspense fallback={<p>loading</p>}>
          <RemoteOutlet name="mf_landers" boot={{} as BootData} />
          <Sibling />
        </Suspense>
      </ServerSlotContext.Provider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve());
    expect(await screen.findByRole('heading', { name: 'Meet singles' })).toBeInTheDocument();
    expect(serverSlot.html).toBeNull();
  });
});
