/**
 * The footer: the copyright year of the visitor's today (the page may have been built last year)
 * and the subscribe form, sent with fetch and answered in its live region.
 */

const FAILED = "Could not subscribe. Please try again.";

for (const element of document.querySelectorAll("[data-current-year]")) {
  element.textContent = String(new Date().getFullYear());
}

/** The API answers `{ message }`; anything else is not an answer to show. */
async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  } catch {
    // Not JSON (a proxy's error page, say): the generic text is shown instead.
  }
  return undefined;
}

function initSubscribe(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (!input || !button || !status) return;
  const idleLabel = button.textContent;
  let busy = false;

  const show = (text: string, kind: "success" | "error" | "busy") => {
    status.textContent = text;
    status.classList.toggle("is-success", kind === "success");
    status.classList.toggle("is-error", kind === "error");
  };
  const setBusy = (value: boolean) => {
    busy = value;
    form.setAttribute("aria-busy", String(value));
    // aria-disabled, not disabled: the button keeps keyboard focus while the answer comes.
    button.setAttribute("aria-disabled", String(value));
    button.textContent = value ? "Subscribing…" : idleLabel;
  };

  input.addEventListener("input", () => {
    if (input.getAttribute("aria-invalid") === "true") {
      input.removeAttribute("aria-invalid");
      show("", "busy");
    }
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    show("Subscribing…", "busy");
    void (async () => {
      try {
        const response = await fetch(form.action, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ email: input.value }),
        });
        const message = await messageOf(response);
        if (response.ok) {
          show(message ?? "Thank you! You are subscribed.", "success");
          input.removeAttribute("aria-invalid");
          form.reset();
        } else if (response.status === 400 || response.status === 429) {
          if (response.status === 400) input.setAttribute("aria-invalid", "true");
          show(message ?? FAILED, "error");
          input.focus();
        } else {
          show(FAILED, "error");
        }
      } catch {
        show(FAILED, "error");
      } finally {
        setBusy(false);
      }
    })();
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-subscribe-form]")) initSubscribe(form);
