// The one modal dialog of the admin: role dialog, aria-modal, named by its title,
// focus moved inside on open and given back on close, Tab kept inside, Escape closes.

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalDialogProps {
  title: string;
  /** Escape, the backdrop and the caller's Cancel button all close the dialog through this. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  actions: ReactNode;
  /** Extra description read with the title (id of an element inside `children`). */
  describedBy?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement | null): HTMLElement[] => (root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : []);

export function ModalDialog({ title, onClose, children, actions, describedBy }: ModalDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first field if there is one, else the first button (Cancel on confirmations).
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea') ?? focusables(panel.current)[0];
    (first ?? panel.current)?.focus();
    return () => {
      // The opener may be gone (a deleted row): the page's heading takes focus instead.
      const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>('h1[tabindex="-1"]');
      target?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(panel.current);
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // A press outside the panel closes it, as Escape does from the keyboard.
    <div className="admin-dialog__backdrop" role="presentation" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog keeps Tab inside and closes on Escape */}
      <div
        ref={panel}
        className="admin-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        <div className="admin-dialog__body">{children}</div>
        <div className="admin-dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
