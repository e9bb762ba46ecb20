import { ABSTRACT_FIELDS, abstractFormProblem, type AbstractField } from "../domain/event-abstract-rules";
import { serverProblem } from "../domain/server-problem";
import { formProblemView, type FormControl } from "./form-problem-view";
import { element, facts } from "./payment-view";

/**
 * Sending an abstract on an event's page (src/pages/conference/events/[slug].astro,
 * docs/rules/events.md §8): the page writes the form, every control named after the API's field;
 * this script checks it as the API does (event-abstract-rules.ts), sends it with its file as
 * multipart and shows the answer, the reference, in place of the form. After the deadline the page
 * marks the form `data-revision-only`: only a revision, with its reference, is taken.
 */

export const ABSTRACT_FORM_MESSAGES = {
  failed: "The abstract could not be sent. Please try again.",
  throttled: "Too many submissions from this connection. Please try again later.",
  busy: "Sending…",
} as const;

interface Answer {
  reference: string;
  title: string;
  message: string;
}

const isAnswer = (body: unknown): body is Answer =>
  body !== null &&
  typeof body === "object" &&
  typeof (body as { reference?: unknown }).reference === "string" &&
  typeof (body as { message?: unknown }).message === "string";

type TextField = Exclude<AbstractField, "file">;
const TEXT_FIELDS = ABSTRACT_FIELDS.filter((field): field is TextField => field !== "file");

export function initAbstractForm(root: HTMLElement): void {
  const eventId = root.dataset.eventId ?? "";
  const revisionOnly = root.dataset.revisionOnly !== undefined;
  const form = root.querySelector("form");
  const alert = root.querySelector<HTMLElement>('[role="alert"]');
  const answerRegion = root.querySelector<HTMLElement>("[data-abstract-answer]");
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const fileInput = form?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!form || !alert || !answerRegion || !submit || !fileInput)
    throw new Error("The event page has no abstract form.");
  const idle = submit.textContent;
  const controlOf = (field: AbstractField) => form.querySelector<FormControl>(`[name="${field}"]`);
  const show = formProblemView<AbstractField>(form, alert, controlOf);
  const formFields: ReadonlySet<string> = new Set(ABSTRACT_FIELDS);
  let busy = false;

  const values = () =>
    Object.fromEntries(TEXT_FIELDS.map((field) => [field, controlOf(field)?.value ?? ""])) as Record<TextField, string>;

  function setBusy(sending: boolean): void {
    busy = sending;
    form?.setAttribute("aria-busy", String(sending));
    if (submit) {
      submit.disabled = sending;
      submit.textContent = sending ? ABSTRACT_FORM_MESSAGES.busy : idle;
    }
  }

  async function send(): Promise<void> {
    const file = fileInput?.files?.[0] ?? null;
    const problem = abstractFormProblem(values(), file, revisionOnly);
    if (problem) {
      show(problem);
      return;
    }
    show(null);
    setBusy(true);
    const body = new FormData();
    for (const [field, value] of Object.entries(values())) if (value.trim() !== "") body.append(field, value.trim());
    if (file) body.append("file", file, file.name);
    try {
      const response = await fetch(`/api/events/${encodeURIComponent(eventId)}/submit-abstract`, {
        method: "POST",
        headers: { accept: "application/json" },
        body,
      });
      const answer: unknown = await response.json().catch(() => null);
      setBusy(false);
      if (response.status === 201 && isAnswer(answer)) {
        form?.remove();
        answerRegion?.replaceChildren(
          element("h3", "Abstract received"),
          element("p", answer.message, "notice notice-success"),
          facts(
            [
              ["Reference", answer.reference],
              ["Title", answer.title],
            ],
            "event-answer-facts",
          ),
        );
        if (answerRegion) answerRegion.hidden = false;
        answerRegion?.focus();
        return;
      }
      const fallback = response.status === 429 ? ABSTRACT_FORM_MESSAGES.throttled : ABSTRACT_FORM_MESSAGES.failed;
      show(serverProblem<AbstractField>(answer, formFields) ?? { message: fallback, fields: [] });
    } catch {
      setBusy(false);
      show({ message: ABSTRACT_FORM_MESSAGES.failed, fields: [] });
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!busy) void send();
  });
  form.addEventListener("input", () => {
    show(null);
  });
  form.addEventListener("change", () => {
    show(null);
  });
  for (const control of form.querySelectorAll<FormControl>("input, textarea")) control.disabled = false;
  submit.disabled = false;
}
