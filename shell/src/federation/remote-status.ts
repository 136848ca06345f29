import { create } from 'zustand';

export type RemoteStatus = 'loading' | 'mounted' | 'failed';

interface RemoteStatusState {
  /** Load state of each remote by federation name. */
  status: Record<string, RemoteStatus>;
}

/** Zustand store of the remotes' load states, read by the outlet to show a spinner or an error. */
export const useRemoteStatusStore = create<RemoteStatusState>(() => ({ status: {} }));

/** Records a remote's load state. */
export function markRemote(name: string, status: RemoteStatus): void {
  useRemoteStatusStore.setState((s) => ({ status: { ...s.status, [name]: status } }));
}
