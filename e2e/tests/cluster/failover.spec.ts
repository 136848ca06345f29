import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type Member, createMember } from '../helpers';
import { CLUSTER, SHELL_A, SHELL_B, metric, processControl } from './cluster';

// Issue 33 "killing one API process mid-test loses no acknowledged message and the clients
// reconnect within 5 s", on `npm run start:cluster`. Runs alone (its own project): it kills
// processes the other specs use.

/** Buys the largest credit bundle through the sandbox provider, as /credits does (issue 11). */
async function buyCredits(member: Member, origin: string): Promise<void> {
  const { bundles } = (await (await member.page.request.get('/api/credits.php')).json()) as { bundles: { id: number; credits: number }[] };
  const bundle = bundles.at(-1);
  if (!bundle) throw new Error('the site sells no credit bundle');
  const created = await member.page.request.post('/api/payments.php', { headers: { Origin: origin }, data: { bundle: bundle.id, paymentmethod: 'card', idempotency_key: randomUUID() } });
  expect(created.status(), await created.text()).toBe(201);
  const { payment } = await created.json();
  const paid = await member.page.request.post(`/api/sandbox-pay.php?payment=${payment.id}`, { headers: { Origin: origin }, data: { action: 'pay' } });
  expect(paid.status(), await paid.text()).toBe(200);
  expect((await paid.json()).payment.status).toBe('completed');
}

test('killing API B while its member sends and listens loses no acknowledged message; the pages reconnect within 5 s and go on through API A (spec §2, §4)', async ({ browser }) => {
  const mia = await createMember(browser, { name: 'Mia', gender: 'female', baseURL: SHELL_A });
  const sam = await createMember(browser, { name: 'Sam', gender: 'male', baseURL: SHELL_B });
  await buyCredits(sam, SHELL_B);

  await mia.page.goto(`/members/${sam.profileId}/chat`);
  await sam.page.goto(`/members/${mia.profileId}/chat`);
  await expect(mia.page.getByRole('heading', { level: 1, name: 'Sam' })).toBeVisible();
  await expect(sam.page.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  // Mia's page listens on API A, Sam's on API B.
  await expect.poll(() => metric(CLUSTER.urls.apiA, 'amora_live_streams_open')).toBe(1);
  await expect.poll(() => metric(CLUSTER.urls.apiB, 'amora_live_streams_open')).toBe(1);

  /**
   * Sends as the API client does (shared/src/api): a failed attempt — the connection cut, a 502 of
   * the shell while its API front finds the other API — is repeated with the same
   * client_message_id until the API acknowledges it (201, or 200 for one it had stored already).
   */
  const acknowledged: string[] = [];
  let failedAttempts = 0;
  const send = async (text: string) => {
    const client_message_id = randomUUID();
    for (let attempt = 1; attempt <= 50; attempt++) {
      const answer = await sam.page.request.post('/api/chat.php', { headers: { Origin: SHELL_B }, data: { profile: mia.profileId, client_message_id, kind: 'text', text } }).catch(() => null);
      if (answer && [200, 201].includes(answer.status())) {
        acknowledged.push(text);
        return;
      }
      if (answer && answer.status() < 500) throw new Error(`send refused: ${answer.status()} ${await answer.text()}`);
      failedAttempts++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`"${text}" was never acknowledged`);
  };

  let failure: unknown = null;
  try {
    for (let i = 1; i <= 3; i++) await send(`Message ${i} from Sam`);
    // API B is killed (SIGKILL: no drain, no goodbye) while five more sends are under way.
    const reconnected = sam.page.waitForResponse((r) => r.url().includes('/api/events.php') && r.status() === 200, { timeout: 5_000 });
    const killedAt = Date.now();
    const killed = processControl('api-b', 'kill');
    await Promise.all([4, 5, 6, 7, 8].map((i) => send(`Message ${i} from Sam`)));
    expect((await killed).signal).toBe('SIGKILL');
    // Sam's page's live stream is back within 5 s of the kill: through shell B, whose API front now goes to API A.
    await reconnected;
    const reconnectMs = Date.now() - killedAt;
    test.info().annotations.push({ type: 'failover', description: `stream back after ${reconnectMs} ms; ${failedAttempts} send attempts failed and were repeated` });
    expect(reconnectMs).toBeLessThan(5_000);
    await expect.poll(() => metric(CLUSTER.urls.apiA, 'amora_live_streams_open'), { message: "both pages' streams on API A" }).toBe(2);

    // Every acknowledged message is stored, once; both open threads show them all.
    expect(acknowledged).toHaveLength(8);
    const stored = ((await (await mia.page.request.get(`/api/chat.php?profile=${sam.profileId}`)).json()).messages as { text: string }[]).map((m) => m.text);
    for (const text of acknowledged) expect(stored.filter((t) => t === text), text).toHaveLength(1);
    expect(stored).toHaveLength(8);
    for (const page of [mia.page, sam.page]) {
      const thread = page.getByRole('list', { name: page === mia.page ? 'Messages with Sam' : 'Messages with Mia' });
      for (const text of acknowledged) await expect(thread).toContainText(text, { timeout: 5_000 });
    }

    // The pages go on as before: Mia (node A) answers, Sam (node B, now on API A) sees it live and answers back.
    await mia.page.getByRole('textbox', { name: 'Your message' }).fill('Got all eight!');
    await mia.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(sam.page.getByRole('list', { name: 'Messages with Mia' })).toContainText('Got all eight!', { timeout: 5_000 });
    await sam.page.getByRole('textbox', { name: 'Your message' }).fill('Even with a node down.');
    await sam.page.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await expect(mia.page.getByRole('list', { name: 'Messages with Sam' })).toContainText('Even with a node down.', { timeout: 5_000 });
  } catch (error) {
    failure = error;
  }
  // API B comes back for the specs after this one, whatever happened above.
  await processControl('api-b', 'start');
  if (failure) throw failure;

  await mia.context.close();
  await sam.context.close();
});

test('with shell A killed the site answers through nginx on shell B, and shell A comes back (issue 33)', async ({ request }) => {
  // nginx keeps each session on one shell: twenty made-up sessions, some of them on shell A.
  const probes = Array.from({ length: 20 }, (_, i) => ({ cookie: `amora_session=failover-probe-${i}` }));
  const ask = () => Promise.all(probes.map(async (headers, i) => (await request.get(i % 2 ? '/api/settings.php' : '/', { headers })).status()));
  const servedByA = () => metric(CLUSTER.urls.shellA, 'amora_http_request_duration_seconds_count');
  const before = await servedByA();
  expect(await ask()).toEqual(probes.map(() => 200));
  expect(await servedByA()).toBeGreaterThan(before);

  await processControl('shell-a', 'kill');
  // Those of shell A now go to shell B: nginx moves a refused connection to the next shell.
  const whileDown = await ask().catch((error: unknown) => error);
  await processControl('shell-a', 'start');
  expect(whileDown).toEqual(probes.map(() => 200));
  expect((await request.get(`${SHELL_A}/readyz`)).status()).toBe(200);
});
