import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Subscribes a component to a bus BehaviorSubject and returns its current value. */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.value,
    () => subject.value,
  );
}
