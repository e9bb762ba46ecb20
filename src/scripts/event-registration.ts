import { emailAddressMessages, isEmailAddress } from "../domain/email-address";
import { formatRupees } from "../domain/format";
import { serverProblem, type FormProblem } from "../domain/server-problem";
import { formProblemView, type FormControl } from "./form-problem-view";
import { element, facts, howToPayView, type PaymentWays } from "./payment-view";

/**
 * Registration on an event's page (src/pages/conference/events/[slug].astro, docs/rules/events.md
 * §3): the page writes the form, every control named after the API's field; this script checks
 * the required fields and the e-mail address as the API does, sends the form with the visitor's
 * session cookie (a member's category needs it) and shows the answer in place of the form: the
 * reference, the amount, the event's calendar file, and how to pay (the UPI link, its QR code,
 * the bank account), or the turn on the waiting list. The server decides everything again. Also:
 * the places left, asked as the page opens (the page is prebuilt; places change by the minute).
 */

const FIELDS = ["name", "email", "phone", "institution", "category", "gstin"] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: readonly { field: Field; label: string }[] = [
  { field: "name", label: "Name" },
  { field: "email", label: "E-mail" },
  { field: "phone", label: "Phone" },
  { field: "category", label: "Category" },
];

export const EVENT_FORM_MESSAGES = {
  failed: "Registration failed. Please try again.",
  throttled: "Too many registrations from this connection. Please try again later.",
  busy: "Sending…",
  idle: "Register",
} as const;

/** What the answer shows; the API's `eventRegistrationAnswer` (src/domain/event-registrations.ts). */
interface Answer {
  reference: string;
  category: string;
  fee: number;
  gst: number;
  total: number;
  earlyBird: boolean;
  status: string;
  message: string;
  payment?: PaymentWays;
  upiQr?: string;
  calendar?: string;
}

/** A path on this site ("/conference/events/x.ics"), never another site's or a script's address. */
const isSitePath = (value: unknown): value is string => typeof value === "string" && /^\/(?!\/)/.test(value);

const isAnswer = (body: unknown): body is Answer =>
  body !== null &&
  typeof body === "object" &&
  typeof (body as { reference?: unknown }).reference === "string" &&
  typeof (body as { total?: unknown }).total === "number";

/** The first problem the API would find with what is typed, in form order; the rest is the server's to say. */
export function eventFormProblem(values: Record<Field, string>): FormProblem<Field> | null {
  const blank = REQUIRED.find(({ field }) => values[field].trim() === "");
  if (blank) return { message: `${blank.label} is required.`, fields: [blank.field] };
  if (!isEmailAddress(values.email)) return { message: emailAddressMessages("E-mail").invalid, fields: ["email"] };
  return null;
}

/** The answer in place of the form: what was decided, and how to pay it. */
function answerView(answer: Answer): HTMLElement[] {
  const waiting = answer.status === "waiting";
  const parts: HTMLElement[] = [
    element("h3", waiting ? "You are on the waiting list" : "Registration received"),
    element("p", answer.message, "notice notice-success"),
    facts(
      [
        ["Reference", answer.reference],
        ["Category", answer.category],
        [
          "Amount",
          `${formatRupees(answer.total)} (${formatRupees(answer.fee)} + ${formatRupees(answer.gst)} GST${answer.earlyBird ? ", early bird" : ""})`,
        ],
      ],
      "event-answer-facts",
    ),
  ];
  // The event's days as a calendar file, as on the page and in the e-mail.
  if (isSitePath(answer.calendar)) {
    const line = element("p");
    const link = element("a", "Add to calendar (.ics)");
    link.href = answer.calendar;
    link.download = "";
    line.append(link);
    parts.push(line);
  }
  const payment = answer.payment;
  if (waiting || !payment || answer.total <= 0) return parts;
  parts.push(
    ...howToPayView(
      payment,
      { amount: answer.total, reference: answer.reference, qrDataUrl: answer.upiQr },
      "event-answer-facts",
    ),
  );
  parts.push(
    element(
      "p",
      "The same is in the e-mail we have sent you, with the event for your calendar. Once you have paid, report the payment on the page for your registration.",
      "muted",
    ),
  );
  const later = element("p");
  const link = element("a", "Your registration: report a payment, see receipts");
  link.href = "/conference/registration";
  later.append(link);
  parts.push(later);
  return parts;
}

export function initEventRegistration(root: HTMLElement): void {
  const eventId = root.dataset.eventId ?? "";
  const form = root.querySelector("form");
  const alert = root.querySelector<HTMLElement>('[role="alert"]');
  const answerRegion = root.querySelector<HTMLElement>("[data-event-answer]");
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !alert || !answerRegion || !submit) throw new Error("The event page has no registration form.");
  const controls = [...form.querySelectorAll<FormControl>("input, select, textarea")];
  const controlOf = (field: Field) => form.querySelector<FormControl>(`[name="${field}"]`);
  const show = formProblemView<Field>(form, alert, controlOf);
  const formFields: ReadonlySet<string> = new Set(FIELDS);
  let busy = false;

  const values = () =>
    Object.fromEntries(FIELDS.map((field) => [field, controlOf(field)?.value ?? ""])) as Record<Field, string>;

  function setBusy(sending: boolean): void {
    busy = sending;
    form?.setAttribute("aria-busy", String(sending));
    if (submit) {
      submit.disabled = sending;
      submit.textContent = sending ? EVENT_FORM_MESSAGES.busy : EVENT_FORM_MESSAGES.idle;
    }
  }

  async function send(): Promise<void> {
    const current = values();
    const problem = eventFormProblem(current);
    if (problem) {
      show(problem);
      return;
    }
    show(null);
    setBusy(true);
    const body = Object.fromEntries(
      Object.entries(current)
        .map(([field, value]) => [field, value.trim()] as const)
        .filter(([field, value]) => value !== "" || field === "institution"),
    );
    try {
      const response = await fetch(`/api/events/${encodeURIComponent(eventId)}/register`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
      const answer: unknown = await response.json().catch(() => null);
      setBusy(false);
      if (response.status === 201 && isAnswer(answer)) {
        form?.remove();
        answerRegion?.replaceChildren(...answerView(answer));
        if (answerRegion) answerRegion.hidden = false;
        answerRegion?.focus();
        return;
      }
      const fallback = response.status === 429 ? EVENT_FORM_MESSAGES.throttled : EVENT_FORM_MESSAGES.failed;
      show(serverProblem<Field>(answer, formFields) ?? { message: fallback, fields: [] });
    } catch {
      setBusy(false);
      show({ message: EVENT_FORM_MESSAGES.failed, fields: [] });
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
  for (const control of controls) control.disabled = false;
  submit.disabled = false;
}

/** "· 37 left", "· full: new registrations join the waiting list"; nothing when the API cannot say. */
export async function showPlacesLeft(target: HTMLElement): Promise<void> {
  const eventId = target.dataset.eventPlaces ?? "";
  try {
    const response = await fetch(`/api/events/${encodeURIComponent(eventId)}/places`, {
      headers: { accept: "application/json" },
    });
    if (!response.ok) return;
    const body = (await response.json()) as { placesLeft?: unknown };
    if (typeof body.placesLeft !== "number") return;
    target.textContent =
      body.placesLeft > 0
        ? `, ${String(body.placesLeft)} left`
        : ", all taken: new registrations join the waiting list";
    target.hidden = false;
  } catch {
    // The page still says how many places there are in all.
  }
}
