/**
 * A macrotask boundary: what follows runs in a task of its own, so that the browser answers a tap
 * in between and no start-up step joins the next in one long task (issue 12: Lighthouse counts
 * every task over 12.5 ms of a 4× slower phone in TBT, budget ≤ 150 ms, docs/design.md §6).
 * @returns a promise resolved by a `setTimeout(…, 0)`
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
