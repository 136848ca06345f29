import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

const identity = <T,>(value: T): T => value;

/**
 * Subscribes a component to a bus BehaviorSubject and returns its current value, or the part
 * `select` picks of it: the component re-renders only when that part changes (`Object.is`), so
 * `useObservable(bus.auth$, (u) => u?.credits)` ignores the refresh loop's other changes.
 * `select` must return a primitive or a reference held by the value, never a new object.
 */
export function useObservable<T, S = T>(subject: BehaviorSubject<T>, select: (value: T) => S = identity as (value: T) => S): S {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => select(subject.value),
    () => select(subject.value),
  );
}
