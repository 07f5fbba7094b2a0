import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// A modal built on the native <dialog>: showModal() gives the focus trap, the
// inert page behind it, Escape to close and focus returned to the opener.

export interface DialogProps {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Short text under the title, read as the dialog's description. */
  description?: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  /** The element to focus when the dialog opens; by default the first field or button. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({ title, onClose, children, description, footer, size = 'medium', className, initialFocus, role }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const texts = useTexts(commonTexts);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect, so the cleanup runs while the dialog is still in the page
  // and focus can go back to the control that opened it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  return createPortal(
    <dialog
      ref={ref}
      className={['dialog', `dialog--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      role={role}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button dialog__close no-print" onClick={onClose} aria-label={texts.close}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {description ? (
        <div id={descriptionId} className="dialog__description">
          {description}
        </div>
      ) : null}
      {children ? <div className="dialog__body">{children}</div> : null}
      {footer ? <div className="dialog__footer no-print">{footer}</div> : null}
    </dialog>,
    document.body,
  );
}
