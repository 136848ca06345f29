import { bus } from '@amora/shared';
import { createQueryClient, connectBus, QueryProvider, queryClient, queryKeys, useQueryClient } from '@amora/shared/query';
import { render, screen } from '@testing-library/react';
import { makeUser } from '@amora/shared/testing';

describe('the query client and the bus (issue 8)', () => {
  it('invalidates the queries of a domain on its refresh event, and only those', async () => {
    const client = createQueryClient();
    const disconnect = connectBus(client);
    client.setQueryData(['chats'], []);
    client.setQueryData(['likes'], { likes: [] });
    bus.emit('chats:refresh', {});
    expect(client.getQueryState(['chats'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['likes'])?.isInvalidated).toBe(false);
    disconnect();
  });

  it('makes the keys several apps share in one place: the refresh events reach the lists under them', () => {
    const client = createQueryClient();
    const disconnect = connectBus(client);
    client.setQueryData(queryKeys.chats(), []);
    client.setQueryData(queryKeys.likes(), { likes: [] });
    client.setQueryData(queryKeys.profile(7), { id: 7 });
    bus.emit('likes:refresh', {});
    expect(client.getQueryState(queryKeys.likes())?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.chats())?.isInvalidated).toBe(false);
    expect(client.getQueryData(['profile', 7])).toEqual({ id: 7 });
    disconnect();
  });

  it('drops every cached answer at logout, so nothing leaks between accounts', () => {
    const client = createQueryClient();
    const disconnect = connectBus(client);
    client.setQueryData(['profile', 'own'], { id: 1 });
    bus.emit('auth:logged-out', { reason: 'logout' });
    expect(client.getQueryData(['profile', 'own'])).toBeUndefined();
    disconnect();
  });

  it('keeps what a visitor sees at login (a sign-up in progress stays on screen) and marks it for reloading', () => {
    const client = createQueryClient();
    const disconnect = connectBus(client);
    client.setQueryData(['profile', 7], { id: 7 });
    bus.emit('auth:logged-in', { user: makeUser({ id: 2 }) });
    expect(client.getQueryData(['profile', 7])).toEqual({ id: 7 });
    expect(client.getQueryState(['profile', 7])?.isInvalidated).toBe(true);
    disconnect();
  });
});

/** Names the query client it finds in context. */
function ClientName({ clients }: { clients: Map<unknown, string> }) {
  return <p>{clients.get(useQueryClient())}</p>;
}

describe('QueryProvider', () => {

  it('gives the page client at the top, and keeps an outer client for a module rendered inside another app', () => {
    const outer = createQueryClient();
    const clients = new Map<unknown, string>([
      [queryClient, 'page'],
      [outer, 'outer'],
    ]);
    render(
      <>
        <QueryProvider>
          <ClientName clients={clients} />
        </QueryProvider>
        <QueryProvider client={outer}>
          <QueryProvider>
            <ClientName clients={clients} />
          </QueryProvider>
        </QueryProvider>
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['page', 'outer']);
  });
});
