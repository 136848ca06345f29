import type { ReactNode } from 'react';

/**
 * A button of the photo review with its key shown beside the label (`<kbd>`, hidden from screen
 * readers, which read `aria-keyshortcuts` instead), issue 31.
 */
export function KeyButton({ shortcut, className, disabled, onClick, children }: { shortcut: string; className: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`btn ${className} d-inline-flex align-items-center justify-content-center gap-2`} aria-keyshortcuts={shortcut} disabled={disabled} onClick={onClick}>
      {children}
      <span aria-hidden="true">
        <kbd className="small">{shortcut}</kbd>
      </span>
    </button>
  );
}
