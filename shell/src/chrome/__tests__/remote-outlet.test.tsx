import { type BootData, OUTLETS_ID, getOutlet } from '@amora/shared';
import { render, screen } from '@testing-library/react';
import { markRemote } from '../../federation/remote-status';
import { RemoteOutlet } from '../remote-outlet';
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
