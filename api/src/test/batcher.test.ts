// services/batcher.ts: calls made while batches run are gathered (issue 34, chat sends).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Batcher } from '../services/batcher.js';

/** A batch run that waits until `release()` is called, recording each batch it was given. */
function gatedRun() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => gates.push(resolve));
    return items.map((n) => n * 10);
  };
  const release = () => {
    for (const open of gates.splice(0)) open();
  };
  return { batches, run, release };
}

describe('Batcher', () => {
  it('runs a call alone at once while a slot is free, and gathers the calls made meanwhile in order, at most maxBatch a batch', async () => {
    const { batches, run, release } = gatedRun();
    const batcher = new Batcher(run, { maxBatch: 3, maxInFlight: 2 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((n) => batcher.add(n));
    assert.deepEqual(batches, [[1], [2]]);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(batches, [[1], [2], [3, 4, 5], [6, 7]]);
    release();
    assert.deepEqual(await Promise.all(answers), [10, 20, 30, 40, 50, 60, 70]);
    assert.deepEqual(batcher.stats, { batches: 4, items: 7 });
  });

  it('rejects each call of a batch that throws, and the queued calls still run', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(
      async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
        return items;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const [first, second, third] = [batcher.add(1), batcher.add(2), batcher.add(3)];
    await assert.rejects(first, /went away/);
    assert.deepEqual(await Promise.all([second, third]), [2, 3]);
  });

  it('rejects the calls a short answer left without an output', async () => {
    const batcher = new Batcher<number, number>(async (items) => items.slice(1), { maxBatch: 10, maxInFlight: 1 });
    const gate = batcher.add(0);
    const [a, b] = [batcher.add(1), batcher.add(2)];
    await assert.rejects(gate, /no output/);
    assert.equal(await a, 2);
    await assert.rejects(b, /no output/);
  });
});
