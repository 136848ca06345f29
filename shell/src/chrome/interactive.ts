/** Name of the User Timing mark set once the page answers (issue 12): the chrome is mounted and the app started. */
export const INTERACTIVE_MARK = 'amora:interactive';

let resolveMounted: () => void = () => undefined;

/** Resolves once the chrome has mounted or hydrated (its first effect ran). */
export const chromeMounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

/** Called by the chrome's first effect. */
export function markChromeMounted(): void {
  resolveMounted();
}
