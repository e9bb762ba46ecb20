import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";

/**
 * Toasts for the outcome of an action, with the docs/rules/public-site.md §8 texts:
 *
 *   const notify = useNotify();
 *   notify.success("News created successfully!");   // role=status, closes after 5 seconds
 *   notify.error("Failed to delete news item.");     // role=alert, stays until dismissed
 *
 * Both live regions exist from the start (announcements are reliable only then); a new message of
 * a kind replaces the previous one of that kind. While a toast is shown, the page keeps room for it
 * at its foot (WCAG 2.4.11): the panel may scroll past its last row by the toast's height, and a
 * control reached with the keyboard is scrolled into view above it (`--admin-toasts-space`).
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
/** Room between a toast and what the page scrolls above it. */
const TOAST_MARGIN_PX = 16;

/** The height the shown toasts take from the foot of the window, or 0 without one. */
function toastSpace(region: HTMLElement): number {
  const tops = [...region.querySelectorAll(".admin-toast")].map((toast) => toast.getBoundingClientRect().top);
  if (tops.length === 0) return 0;
  return window.innerHeight - Math.min(...tops) + TOAST_MARGIN_PX;
}

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

  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (region.current) root.style.setProperty("--admin-toasts-space", `${String(toastSpace(region.current))}px`);
    return () => {
      root.style.removeProperty("--admin-toasts-space");
    };
  }, [success, error]);

  return (
    <NotifyContext value={notifier}>
      {children}
      <div className="admin-toasts" ref={region}>
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
