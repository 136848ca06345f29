import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type Member, ORIGIN, createMember } from './helpers';

/** Sends a text message as `from` to `to` through the real API, as the composer does. */
const send = (from: Member, to: Member, text: string, client_message_id = randomUUID()) =>
  from.page.request.post('/api/chat.php', { headers: ORIGIN, data: { profile: to.profileId, client_message_id, kind: 'text', text } });

test('a message reaches the recipient live: badge and (N) title without a reload, once, paid once (docs/design.md §7, spec §2, §4)', async ({ browser }) => {
  const lena = await createMember(browser, { name: 'Lena', gender: 'female' });
  const tom = await createMember(browser, { name: 'Tom', gender: 'male' });
  await tom.page.goto('/members');
  const messages = tom.page.getByRole('navigation').getByRole('link', { name: /Messages/ });
  await expect(messages).toBeVisible();
  await expect(tom.page).not.toHaveTitle(/^\(\d+\)/);

  const id = randomUUID();
  const first = await send(lena, tom, 'Hi Tom!', id);
  expect(first.status(), await first.text()).toBe(201);
  const { message, credits } = await first.json();
  // signup_credits 10 − message_credits 5.
  expect(credits).toBe(5);

  // The refresh loop runs every 60 s: within 5 s only the live stream can have brought it.
  await expect(tom.page).toHaveTitle(/^\(1\) /, { timeout: 5_000 });
  await expect(messages).toContainText('1');

  // The API client's retry of the same send: the stored message again, nothing charged, nothing announced.
  const replay = await send(lena, tom, 'Hi Tom!', id);
  expect(replay.status()).toBe(200);
  expect((await replay.json()).message.id).toBe(message.id);
  expect((await replay.json()).credits).toBe(5);
  const chats = await (await tom.page.request.get('/api/chats.php')).json();
  expect(chats.chats.map((c: { num_unread_messages: number }) => c.num_unread_messages)).toEqual([1]);

  // Reading it (another device of Tom's) clears the count on this page too.
  const read = await tom.page.request.put('/api/chat.php?read=1', { headers: ORIGIN, data: { conversation: message.conversation_id } });
  expect(read.status()).toBe(200);
  await expect(tom.page).not.toHaveTitle(/^\(\d+\)/, { timeout: 5_000 });

  // 5 credits left pay for one more message; the next one is refused and stores nothing.
  expect((await send(lena, tom, 'Are you there?')).status()).toBe(201);
  const refused = await send(lena, tom, 'Hello?');
  expect(refused.status()).toBe(402);
  expect((await refused.json()).error).toBe('not_enough_credits');
  await expect(tom.page).toHaveTitle(/^\(1\) /, { timeout: 5_000 });
  const thread = await (await tom.page.request.get(`/api/chat.php?conversation=${message.conversation_id}`)).json();
  expect(thread.messages.map((m: { text: string }) => m.text)).toEqual(['Hi Tom!', 'Are you there?']);

  await lena.context.close();
  await tom.context.close();
});

test('two members chat in the browser both ways, live, and the title count goes back down when the conversation opens (spec §2, §4)', async ({ browser }) => {
  const mia = await createMember(browser, { name: 'Mia', gender: 'female' });
  const sam = await createMember(browser, { name: 'Sam', gender: 'male' });

  // Mia starts the conversation from Sam's chat page.
  await mia.page.goto(`/members/${sam.profileId}/chat`);
  await expect(mia.page.getByRole('heading', { level: 1, name: 'Sam' })).toBeVisible();
  await expect(mia.page.getByText(/^A message costs 5 credits/)).toBeVisible();
  await sam.page.goto('/chats');
  await mia.page.getByRole('textbox', { name: 'Your message' }).fill('Hi Sam, nice profile!');
  await mia.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(mia.page.getByRole('list', { name: 'Messages with Sam' })).toContainText('Hi Sam, nice profile!');
  await expect(mia.page.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

  // Sam's list and title follow without a reload; opening the conversation clears the count.
  await expect(sam.page).toHaveTitle(/^\(1\) /, { timeout: 5_000 });
  await sam.page.getByRole('link', { name: /Mia/ }).first().click();
  const samThread = sam.page.getByRole('list', { name: 'Messages with Mia' });
  await expect(samThread).toContainText('Hi Sam, nice profile!');
  await expect(sam.page).not.toHaveTitle(/^\(\d+\)/, { timeout: 5_000 });

  // Sam answers with Enter; Mia sees it in her open thread at once.
  await sam.page.getByRole('textbox', { name: 'Your message' }).fill('Thanks Mia! Coffee this week?');
  await sam.page.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(samThread).toContainText('Thanks Mia! Coffee this week?');
  await expect(mia.page.getByRole('list', { name: 'Messages with Sam' })).toContainText('Thanks Mia! Coffee this week?', { timeout: 5_000 });

  // Sam's connection drops while he sends: the message waits as a failed bubble (after the API
  // client's retries), and Retry after reconnecting delivers it exactly once.
  await sam.context.setOffline(true);
  await sam.page.getByRole('textbox', { name: 'Your message' }).fill('Sorry, bad signal here');
  await sam.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sam.page.getByRole('alert')).toContainText('Not sent.', { timeout: 20_000 });
  await sam.context.setOffline(false);
  await sam.page.getByRole('button', { name: 'Retry' }).click();
  const miaThread = mia.page.getByRole('list', { name: 'Messages with Sam' });
  await expect(miaThread).toContainText('Sorry, bad signal here', { timeout: 10_000 });
  await expect(sam.page.getByRole('alert')).toHaveCount(0);
  const stored = await (await sam.page.request.get(`/api/chat.php?profile=${mia.profileId}`)).json();
  expect(stored.messages.filter((m: { text: string }) => m.text === 'Sorry, bad signal here')).toHaveLength(1);

  // Mia's second message spends her last 5 credits; the third is refused and its draft kept.
  await mia.page.getByRole('textbox', { name: 'Your message' }).fill('Yes, Thursday?');
  await mia.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(samThread).toContainText('Yes, Thursday?', { timeout: 5_000 });
  await mia.page.getByRole('textbox', { name: 'Your message' }).fill('At 10?');
  await mia.page.getByRole('button', { name: 'Send', exact: true }).click();
  const refused = mia.page.getByRole('alert');
  await expect(refused).toContainText('You do not have enough credits');
  await expect(refused.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  await expect(mia.page.getByRole('textbox', { name: 'Your message' })).toHaveValue('At 10?');
  await expect(samThread).not.toContainText('At 10?');

  await mia.context.close();
  await sam.context.close();
});
