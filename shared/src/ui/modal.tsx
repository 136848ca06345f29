import { type HTMLAttributes, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex' | 'onKeyDown'> {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Called on Esc; omit to make the dialog closable only by its own buttons. */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * The platform's one modal dialog behaviour (WAI-ARIA dialog pattern): an `aria-modal` dialog that
 * takes the focus when it opens (the element marked `data-autofocus`, else the first focusable one,
 * else itself), keeps Tab and Shift+Tab inside, calls `onClose` on Esc and gives the focus back when
 * it closes; the page behind stops scrolling (`modal-open`). {@link Modal} draws it as a Bootstrap
 * modal; a dialog with a look of its own (the match modal) uses it with its own classes. Other
 * props go to its element.
 */
export function Dialog({ labelledBy, onClose, children, ...rest }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    document.body.classList.add('modal-open');
    return () => {
      document.body.classList.remove('modal-open');
      previous?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return event.preventDefault();
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div {...rest} role="dialog" aria-modal="true" aria-labelledby={labelledBy} ref={dialogRef} tabIndex={-1} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Called on Esc or a backdrop click; omit to make the modal closable only by its own buttons. */
  onClose?: () => void;
  /** Bootstrap modal sizes map to the widths of spec §9: sm 300, default 500, lg 800, xl 1140 px. */
  size?: 'sm' | 'lg' | 'xl';
  closeLabel?: string;
  fullscreen?: boolean;
}

/**
 * A {@link Dialog} styled as a Bootstrap modal with a title, a body and an optional footer: Esc and
 * the backdrop close it only when `onClose` is given.
 */
export function Modal({ title, children, footer, onClose, size, closeLabel = 'Close', fullscreen }: ModalProps) {
  const titleId = useId();
  const dialogClass = ['modal-dialog', 'modal-dialog-centered', size ? `modal-${size}` : '', fullscreen ? 'modal-fullscreen' : ''].join(' ');
  // The dimmed page behind is the `.modal` element's own background (theme.scss), not a backdrop element.
  return (
    <Dialog
      className="modal d-block"
      labelledBy={titleId}
      onClose={onClose}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose?.();
      }}
    >
      <div className={dialogClass}>
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title h5" id={titleId}>
              {title}
            </h2>
            {onClose && <button type="button" className="btn-close" aria-label={closeLabel} onClick={onClose} />}
          </div>
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      </div>
    </Dialog>
  );
}
