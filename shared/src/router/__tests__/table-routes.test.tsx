import { type ScreenMap, type ScreenProps, bus } from '@amora/shared';
import { TableRoutes } from '@amora/shared/router';
import { resetBus } from '@amora/shared/testing';
import { render, screen } from '@testing-library/react';

/** A screen that names the route it was given and its params. */
const Show = ({ route, params }: ScreenProps) => <h1>{`${route.name} ${route.screen} ${JSON.stringify(params)}`}</h1>;

const CHAT: ScreenMap<'mf_chat'> = {
  'mf-chat/src/routes/conversation-list.tsx': () => <h1>the list</h1>,
  'mf-chat/src/routes/conversation.tsx': Show,
};
const CREDITS: ScreenMap<'mf_credits'> = Object.fromEntries(
  ['checkout', 'credits', 'directdebit', 'premium', 'pricing', 'repeat-order', 'sandbox-pay', 'transactions'].map((name) => [`mf-credits/src/routes/${name}.tsx`, Show]),
) as ScreenMap<'mf_credits'>;

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

describe('TableRoutes: a remote’s routes made from the route table (docs/routes.md, issue 30)', () => {
  beforeEach(() => resetBus({ domain_language: 'en' }));

  it('draws the screen the table names for each of the owner’s patterns, with the route and its params', () => {
    visit('/chats/12');
    const { unmount } = render(<TableRoutes owner="mf_chat" screens={CHAT} />);
    expect(screen.getByRole('heading', { name: 'chats-id mf-chat/src/routes/conversation.tsx {"id":"12"}' })).toBeInTheDocument();
    unmount();

    visit('/members/7/chat');
    render(<TableRoutes owner="mf_chat" screens={CHAT} />);
    expect(screen.getByRole('heading', { name: 'members-id-chat mf-chat/src/routes/conversation.tsx {"id":"7"}' })).toBeInTheDocument();
  });

  it('takes the table’s optional params and static segments as the table does', () => {
    visit('/transactions');
    const { unmount } = render(<TableRoutes owner="mf_credits" screens={CREDITS} />);
    expect(screen.getByRole('heading', { name: 'transactions-id mf-credits/src/routes/transactions.tsx {}' })).toBeInTheDocument();
    unmount();

    visit('/credits/repeat-order');
    const second = render(<TableRoutes owner="mf_credits" screens={CREDITS} />);
    expect(screen.getByRole('heading', { name: 'credits-repeat-order mf-credits/src/routes/repeat-order.tsx {}' })).toBeInTheDocument();
    second.unmount();

    visit('/credits/3/paypal');
    render(<TableRoutes owner="mf_credits" screens={CREDITS} />);
    expect(screen.getByRole('heading', { name: 'credits-id-paymentmethod mf-credits/src/routes/checkout.tsx {"id":"3","paymentmethod":"paypal"}' })).toBeInTheDocument();
  });

  it('works under the active locale’s prefix and draws nothing at another owner’s address', () => {
    bus.locale$.next('de');
    visit('/de/chats/12');
    const { unmount } = render(<TableRoutes owner="mf_chat" screens={CHAT} />);
    expect(screen.getByRole('heading', { name: 'chats-id mf-chat/src/routes/conversation.tsx {"id":"12"}' })).toBeInTheDocument();
    unmount();

    visit('/de/members/12');
    const { container } = render(<TableRoutes owner="mf_chat" screens={CHAT} />);
    expect(container).toBeEmptyDOMElement();
  });
});
