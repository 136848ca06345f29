import { bus } from '@amora/shared';
import { createQueryClient, connectBus } from '@amora/shared/query';
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

  it('drops every cached answer when the member changes, so nothing leaks between accounts', () => {
    const client = createQueryClient();
    const disconnect = connectBus(client);
    client.setQueryData(['profile', 'own'], { id: 1 });
    bus.emit('auth:logged-out', { reason: 'logout' });
    expect(client.getQueryData(['profile', 'own'])).toBeUndefined();
    client.setQueryData(['profile', 'own'], { id: 1 });
    bus.emit('auth:logged-in', { user: makeUser({ id: 2 }) });
    expect(client.getQueryData(['profile', 'own'])).toBeUndefined();
    disconnect();
  });
});
