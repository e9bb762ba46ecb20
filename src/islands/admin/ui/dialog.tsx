import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * An accessible confirmation (a modal <dialog>, not window.confirm):
 *
 *   const confirm = useConfirm();
 *   if (await confirm({ message: "Are you sure you want to delete this book?", confirmLabel: "Delete", danger: true })) …
 *
 * Focus starts on the safe choice (Cancel); Escape cancels; focus returns to where it was unless
 * the caller moves it elsewhere afterwards.
 */

export interface ConfirmOptions {
  message: string;
  /** Extra line under the question, e.g. the item's title. */
  detail?: string | undefined;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Style the confirming button as destructive. */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a <ConfirmProvider> above it.");
  return confirm;
}

interface Pending extends ConfirmOptions {
  resolve: (answer: boolean) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const id = useId();

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        returnFocus.current = document.activeElement;
        setPending((previous) => {
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!pending || !dialog) return;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
  }, [pending]);

  const answer = (value: boolean) => {
    if (!pending) return;
    pending.resolve(value);
    setPending(null);
    dialogRef.current?.close();
    const target = returnFocus.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      <dialog
        ref={dialogRef}
        className="admin-dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={pending?.detail ? `${id}-detail` : undefined}
        onCancel={(event) => {
          event.preventDefault();
          answer(false);
        }}
      >
        {pending && (
          <>
            <p className="admin-dialog-title" id={`${id}-title`}>
              {pending.message}
            </p>
            {pending.detail && (
              <p className="admin-dialog-detail" id={`${id}-detail`}>
                {pending.detail}
              </p>
            )}
            <div className="admin-actions">
              <button
                type="button"
                className={pending.danger ? "button admin-button-danger" : "button"}
                onClick={() => answer(true)}
              >
                {pending.confirmLabel ?? "OK"}
              </button>
              <button type="button" className="button button-secondary" ref={cancelRef} onClick={() => answer(false)}>
                {pending.cancelLabel ?? "Cancel"}
              </button>
            </div>
          </>
        )}
      </dialog>
    </ConfirmContext>
  );
}

/** The question every form asks before throwing away typed changes. */
export const DISCARD_CHANGES: ConfirmOptions = {
  message: "Discard your changes?",
  detail: "What you typed in the open form has not been saved.",
  confirmLabel: "Discard changes",
  cancelLabel: "Keep editing",
  danger: true,
};
