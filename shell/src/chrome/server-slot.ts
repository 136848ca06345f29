import { createContext } from 'react';

/**
 * The server-rendered inner HTML of the remote slot (issue 12): the shell server draws the
 * remote's outlet into it, and the hydrating chrome must draw the very same HTML, once (the first
 * outlet to be committed takes it, however often it was rendered before; later ones start empty).
 */
export interface ServerSlot {
  html: string | null;
}

export const ServerSlotContext = createContext<ServerSlot>({ html: null });
