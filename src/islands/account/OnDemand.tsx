import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Section } from "./section";

/**
 * A section whose form is fetched when the member asks for it: most visits only look at the
 * standing and how to pay, so the page's first script stays small (the 80 KB island budget). An
 * address that points at the section (/account#password, from "Forgot your password?") opens it
 * at once. Once open, the focus goes to the form's first field.
 */

export const ON_DEMAND_FAILED = "The form could not be loaded. Check your connection and try again.";

type Load<Props> = () => Promise<{ default: ComponentType<Props> }>;

export function OnDemand<Props extends object>({
  id,
  title,
  intro,
  openLabel,
  load,
  props,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  openLabel: string;
  load: Load<Props>;
  props: Props;
}) {
  const [Form, setForm] = useState<ComponentType<Props> | null>(null);
  const [state, setState] = useState<"closed" | "loading" | "failed">("closed");
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  const open = useCallback(
    async (focus: boolean) => {
      setState("loading");
      try {
        const loaded = await load();
        // A component is a function: stored through the updater form, not called as one.
        setForm(() => loaded.default);
        setFocusOnOpen(focus);
      } catch {
        setState("failed");
      }
    },
    [load],
  );

  useEffect(() => {
    const openIfNamed = () => {
      if (window.location.hash === `#${id}`) void open(false);
    };
    openIfNamed();
    // Also when a link on this page names the section.
    window.addEventListener("hashchange", openIfNamed);
    return () => window.removeEventListener("hashchange", openIfNamed);
  }, [id, open]);

  useEffect(() => {
    if (Form && focusOnOpen) body.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, [Form, focusOnOpen]);

  return (
    <Section id={id} title={title}>
      {intro}
      {Form ? (
        <div ref={body}>
          <Form {...props} />
        </div>
      ) : (
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={state === "loading"}
            onClick={() => void open(true)}
          >
            {state === "loading" ? "Opening…" : openLabel}
          </button>
          <div role="alert" className="island-message">
            {state === "failed" && <p className="notice notice-error">{ON_DEMAND_FAILED}</p>}
          </div>
        </>
      )}
    </Section>
  );
}
