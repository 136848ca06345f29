import { type BootData, type RemoteName, RemoteError, Spinner, getOutlet, getOutlets } from '@amora/shared';
import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { retryRemote } from '../federation/register-remotes';
import { useRemoteStatusStore } from '../federation/remote-status';
import { ServerSlotContext } from './server-slot';

/**
 * The place in the layout where the active remote renders (docs/design.md §1). It adopts the
 * persistent outlets node, shows a spinner while the remote loads and a localized error with
 * retry when it failed (docs/design.md §2), while the rest of the chrome keeps working. On a
 * server-rendered page it holds the server's HTML of the outlets (no spinner: the content is there)
 * until the remote hydrates it.
 */
export function RemoteOutlet({ name, boot }: { name: RemoteName; boot: BootData }) {
  const slot = useRef<HTMLDivElement>(null);
  const status = useRemoteStatusStore((s) => s.status[name]);
  const serverSlot = useContext(ServerSlotContext);
  // Read while rendering, given up once committed: React may render this outlet again before it
  // commits (a click while the page hydrates restarts the hydration), and that render must draw
  // the server's HTML too, or the whole page is drawn anew and the click is lost.
  const [serverHtml] = useState(() => serverSlot.html);
  useLayoutEffect(() => {
    serverSlot.html = null;
  }, [serverSlot]);

  useLayoutEffect(() => {
    // By reference: the previous layout's slot may just have taken it out of the document.
    const outlets = getOutlets();
    if (outlets && slot.current && outlets.parentElement !== slot.current) slot.current.appendChild(outlets);
    const own = getOutlet(name);
    for (const child of outlets?.children ?? []) (child as HTMLElement).hidden = child !== own;
  }, [name]);

  // The spinner overlays the slot instead of preceding it, so nothing shifts when the remote mounts (CLS, docs/design.md §6).
  return (
    <div className="remote-outlet">
      {status === 'failed' && <RemoteError onRetry={() => retryRemote(name, boot)} />}
      {status !== 'failed' && status !== 'mounted' && !serverHtml && (
        <div className="remote-loading" data-remote-loading={name}>
          <Spinner />
        </div>
      )}
      <div ref={slot} className="remote-slot" hidden={status === 'failed'} {...(serverHtml ? { dangerouslySetInnerHTML: { __html: serverHtml } } : {})} />
    </div>
  );
}
