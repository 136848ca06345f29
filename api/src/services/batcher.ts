/**
 * Gathers calls that arrive while earlier ones run into batches (issue 34: 200 chat sends at once
 * were 200 transactions). At most `maxInFlight` batches run at a time; a call made while a slot is
 * free runs at once, alone, so a quiet site waits for nothing; calls made while every slot is busy
 * queue, and the next free slot takes up to `maxBatch` of them, in arrival order. Each call gets its
 * own item of the batch's answer; a batch that throws rejects each of its calls with that error.
 */
export class Batcher<I, O> {
  readonly #run: (items: I[]) => Promise<O[]>;
  readonly #maxBatch: number;
  readonly #maxInFlight: number;
  #queue: { item: I; resolve: (out: O) => void; reject: (error: unknown) => void }[] = [];
  #inFlight = 0;
  /** Batches run so far and the calls they carried (the metrics' `amora_chat_send_batches_total`). */
  readonly stats = { batches: 0, items: 0 };

  /**
   * @param run answers a batch: one output per item, in the items' order (a shorter answer
   *   rejects the calls left without one).
   */
  constructor(run: (items: I[]) => Promise<O[]>, { maxBatch, maxInFlight }: { maxBatch: number; maxInFlight: number }) {
    this.#run = run;
    this.#maxBatch = maxBatch;
    this.#maxInFlight = maxInFlight;
  }

  /** Runs `item` in the next batch; resolves to its output. */
  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#next();
    });
  }

  #next(): void {
    if (this.#inFlight >= this.#maxInFlight || this.#queue.length === 0) return;
    const batch = this.#queue.splice(0, this.#maxBatch);
    this.#inFlight += 1;
    this.stats.batches += 1;
    this.stats.items += batch.length;
    this.#run(batch.map((call) => call.item))
      .then(
        (outputs) => {
          for (const [i, call] of batch.entries()) {
            if (i < outputs.length) call.resolve(outputs[i] as O);
            else call.reject(new Error('the batch answered no output for this item'));
          }
        },
        (error: unknown) => {
          for (const call of batch) call.reject(error);
        },
      )
      .finally(() => {
        this.#inFlight -= 1;
        this.#next();
      });
  }
}
