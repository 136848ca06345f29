import { yieldingPlugin } from '../register-remotes';

/** Whether a promise has settled by the end of the current microtasks. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe('yieldingPlugin (issue 12: a remote loads in several short tasks)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('initialises a remote container in a later task, with the arguments unchanged', async () => {
    const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {}, remoteInfo: {}, origin: {} };
    const next = yieldingPlugin().beforeInitContainer!(args as never) as Promise<unknown>;
    expect(await settled(next)).toBe(false);
    jest.runOnlyPendingTimers();
    expect(await next).toBe(args);
  });

  it('reads the exposed module in a later task', async () => {
    const next = yieldingPlugin().beforeGetExpose!({} as never) as unknown as Promise<unknown>;
    expect(await settled(next)).toBe(false);
    jest.runOnlyPendingTimers();
    expect(await settled(next)).toBe(true);
  });
});
