/** Name of the User Timing mark set once the page answers (issue 12): the chrome is mounted and the app started. */
export const INTERACTIVE_MARK = 'amora:interactive';

let resolveMounted: () => void = () => undefined;
let resolveInteractive: () => void = () => undefined;

/** Resolves once the chrome has mounted or hydrated (its first effect ran). */
export const chromeMounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

/**
 * Resolves once {@link markInteractive} set the `amora:interactive` mark: what must not weigh on
 * the first paint (the real-user measurements' collector, issue 35) waits for it.
 */
export const interactive = new Promise<void>((resolve) => {
  resolveInteractive = resolve;
});

/** Called by the chrome's first effect. */
export function markChromeMounted(): void {
  resolveMounted();
}

/** Sets the `amora:interactive` User Timing mark (once the chrome is mounted and the app started) and resolves {@link interactive}. */
export function markInteractive(): void {
  performance.mark(INTERACTIVE_MARK);
  resolveInteractive();
}
