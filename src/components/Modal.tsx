import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * The shared modal on the native <dialog>: focus is trapped and Escape closes it for free.
 * Sizes from the spec (1 §9, 3 §9): max width 400 px; minimum height 560 px, 495 px on
 * narrow screens (in styles.css, `.modal`).
 */
export const MODAL_MAX_WIDTH_PX = 400;
export const MODAL_MIN_HEIGHT_PX = 560;
export const MODAL_MIN_HEIGHT_NARROW_PX = 495;

interface ModalProps {
  open: boolean;
  title: string;
  onClose?: () => void;
  /** Hidden when the flow must not be abandoned (e.g. re-picking an order time). */
  closeLabel?: string;
  /** Short confirmations opt out of the tall minimum height. */
  compact?: boolean;
  children: ReactNode;
}

export function Modal({ open, title, onClose, closeLabel, compact = false, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal ${compact ? 'modal--compact' : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (!onClose) event.preventDefault();
        else onClose();
      }}
    >
      <header className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {onClose && closeLabel ? (
          <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </header>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
