import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

/**
 * Toasts for the outcome of an action, with the docs/rules/public-site.md §8 texts:
 *
 *   const notify = useNotify();
 *   notify.success("News created successfully!");   // role=status, closes after 5 seconds
 *   notify.error("Failed to delete news item.");     // role=alert, stays until dismissed
 *
 * Both live regions exist from the start (announcements are reliable only then); a new message of
 * a kind replaces the previous one of that kind.
 */

interface Notifier {
  success(text: string): void;
  error(text: string): void;
  clear(): void;
}

const NotifyContext = createContext<Notifier | null>(null);

export function useNotify(): Notifier {
  const notifier = useContext(NotifyContext);
  if (!notifier) throw new Error("useNotify needs a <MessagesProvider> above it.");
  return notifier;
}

const SUCCESS_VISIBLE_MS = 5_000;

interface Message {
  text: string;
  /** Changes on every message so a repeat of the same text is announced again. */
  serial: number;
}

export function MessagesProvider({ children }: { children: ReactNode }) {
  const [success, setSuccess] = useState<Message | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const serial = useRef(0);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const notifier = useMemo<Notifier>(
    () => ({
      success(text) {
        serial.current += 1;
        setError(null);
        setSuccess({ text, serial: serial.current });
      },
      error(text) {
        serial.current += 1;
        setSuccess(null);
        setError({ text, serial: serial.current });
      },
      clear() {
        setSuccess(null);
        setError(null);
      },
    }),
    [],
  );

  const dismissError = useCallback(() => setError(null), []);

  return (
    <NotifyContext value={notifier}>
      {children}
      <div className="admin-toasts">
        <div role="status" aria-live="polite" aria-atomic="true">
          {success && (
            <div className="admin-toast admin-toast-success" key={success.serial}>
              <p>{success.text}</p>
            </div>
          )}
        </div>
        <div role="alert" aria-atomic="true">
          {error && (
            <div className="admin-toast admin-toast-error" key={error.serial}>
              <p>{error.text}</p>
              <button type="button" className="admin-toast-close" onClick={dismissError}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Dismiss message</span>
              </button>
            </div>
          )}
        </div>
      </div>
    </NotifyContext>
  );
}
