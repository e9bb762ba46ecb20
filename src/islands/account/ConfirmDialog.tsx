import { useEffect, useId, useRef } from "react";

/**
 * A modal question (<dialog>): focus starts on the safe choice, Escape cancels, and the focus
 * goes back to where it was when the dialog closes.
 */
export default function ConfirmDialog({
  open,
  question,
  detail,
  confirmLabel,
  cancelLabel,
  onAnswer,
}: {
  open: boolean;
  question: string;
  detail: string;
  confirmLabel: string;
  cancelLabel: string;
  onAnswer: (confirmed: boolean) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = returnFocus.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="account-dialog"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-detail`}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <p id={`${id}-question`} className="account-dialog-question">
        {question}
      </p>
      <p id={`${id}-detail`}>{detail}</p>
      <div className="account-actions">
        <button type="button" className="button account-button-danger" onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button-secondary" onClick={() => onAnswer(false)}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
