import { EVENT_REFERENCE_MESSAGE, EVENT_REFERENCE_PATTERN } from "../domain/application-reference";
import { registrantStatusText } from "../domain/event-registration-status";
import { emailAddressMessages, isEmailAddress } from "../domain/email-address";
import { receiptSlug } from "../domain/financial-year";
import { formatLongDate, formatRupees } from "../domain/format";
import { indiaToday } from "../domain/india-date";
import {
  paidOnProblem,
  readAmount,
  readMethod,
  readPaidOn,
  readReference,
  referenceProblem,
} from "../domain/payment-rules";
import { serverProblem, type FormProblem } from "../domain/server-problem";
import { formProblemView, type FormControl } from "./form-problem-view";
import { element, facts, howToPayView, type PaymentWays } from "./payment-view";

/**
 * A registrant's own registration on /conference/registration/ (src/pages/conference/registration.astro,
 * docs/rules/events.md §5), in three steps the page writes: the reference and e-mail ask for a code;
 * the code gives an access token (kept for the tab in sessionStorage, so a reload keeps the
 * registration open until the token ends); then the registration, its payments with their receipts,
 * how to pay what is left, and a form to report a payment. Fields are checked with the API's own
 * rules before sending; the server's refusals are shown at their fields.
 */

const TOKEN_KEY = "event-registration-access";
const FAILED = "Something went wrong. Please try again.";

interface Payment {
  _id: string;
  method: string;
  reference: string;
  amount: number;
  paidOn: string;
  status: "reported" | "received" | "rejected";
  receiptNumber?: string;
  note?: string;
}

interface RegistrantView {
  reference: string;
  name: string;
  category: string;
  total: number;
  status: "placed" | "waiting" | "offered" | "cancelled";
  waitingTurn?: number;
  offeredUntil?: string;
  received: number;
  balance: number;
  event: { title: string; slug: string; startDate: string; endDate: string; venue: string };
  payments: Payment[];
  payment?: PaymentWays;
}

const PAYMENT_STATUS: Record<Payment["status"], string> = {
  reported: "Reported, to be confirmed",
  received: "Received",
  rejected: "Not received",
};

type Json = Record<string, unknown> | null;

async function post(url: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => null)) as Json };
}

function part<T extends Element>(root: ParentNode, selector: string, kind: new () => T): T {
  const found = root.querySelector(selector);
  if (!(found instanceof kind)) throw new Error(`The registration page has no ${selector}.`);
  return found;
}

type FindField = "reference" | "email";
type ReportField = "method" | "paymentReference" | "amount" | "paidOn";

/** The first problem with the reference and e-mail, as the API would find it. */
export function findProblem(reference: string, email: string): FormProblem<FindField> | null {
  if (reference.trim() === "") return { message: "Reference is required.", fields: ["reference"] };
  if (!EVENT_REFERENCE_PATTERN.test(reference.trim().toUpperCase()))
    return { message: EVENT_REFERENCE_MESSAGE, fields: ["reference"] };
  if (email.trim() === "") return { message: emailAddressMessages("E-mail").required, fields: ["email"] };
  if (!isEmailAddress(email)) return { message: emailAddressMessages("E-mail").invalid, fields: ["email"] };
  return null;
}

/** The first problem with a payment report, by the payment rules the API uses. */
export function reportProblem(values: Record<ReportField, string>): FormProblem<ReportField> | null {
  const method = readMethod(values.method);
  if (!method.ok) return { message: method.message, fields: ["method"] };
  const reference = readReference(values.paymentReference);
  if (!reference.ok) return { message: reference.message, fields: ["paymentReference"] };
  const shape = referenceProblem(method.value, reference.value);
  if (shape) return { message: shape, fields: ["paymentReference"] };
  const amount = readAmount(values.amount);
  if (!amount.ok) return { message: amount.message, fields: ["amount"] };
  const paidOn = readPaidOn(values.paidOn);
  if (!paidOn.ok) return { message: paidOn.message, fields: ["paidOn"] };
  const future = paidOnProblem(paidOn.value);
  return future ? { message: future, fields: ["paidOn"] } : null;
}

export function initEventPayment(root: HTMLElement): void {
  const find = part(root, '[data-step="find"]', HTMLFormElement);
  const codeStep = part(root, '[data-step="code"]', HTMLFormElement);
  const registrationStep = part(root, '[data-step="registration"]', HTMLElement);
  const report = part(root, "[data-report-form]", HTMLFormElement);
  const status = part(root, "[data-registration-status]", HTMLElement);
  const factsList = part(root, "[data-registration-facts]", HTMLElement);
  const paymentsPart = part(root, "[data-registration-payments]", HTMLElement);
  const howToPay = part(root, "[data-registration-how-to-pay]", HTMLElement);
  const heading = part(root, "[data-registration-heading]", HTMLElement);
  const codeSent = part(codeStep, "[data-code-sent]", HTMLElement);
  const input = (form: HTMLFormElement, name: string) => part(form, `[name="${name}"]`, HTMLElement) as FormControl;
  const alertOf = (form: HTMLFormElement) => part(form, '[role="alert"]', HTMLElement);
  const showFind = formProblemView<FindField>(find, alertOf(find), (field) => input(find, field));
  const showCode = formProblemView<"code">(codeStep, alertOf(codeStep), () => input(codeStep, "code"));
  const showReport = formProblemView<ReportField>(report, alertOf(report), (field) => input(report, field));
  let asked = { reference: "", email: "" };
  let token = sessionStorage.getItem(TOKEN_KEY) ?? "";

  function step(which: "find" | "code" | "registration"): void {
    find.hidden = which !== "find";
    codeStep.hidden = which !== "code";
    registrationStep.hidden = which !== "registration";
  }

  function busy(form: HTMLFormElement, sending: boolean): void {
    form.setAttribute("aria-busy", String(sending));
    for (const button of form.querySelectorAll("button")) button.disabled = sending;
  }

  function startAgain(): void {
    token = "";
    sessionStorage.removeItem(TOKEN_KEY);
    codeStep.reset();
    showCode(null);
    step("find");
    input(find, "reference").focus();
  }

  async function downloadReceipt(number: string, button: HTMLButtonElement): Promise<void> {
    button.disabled = true;
    try {
      const response = await fetch(`/api/receipts/${receiptSlug(number)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(String(response.status));
      const link = element("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = `receipt-${receiptSlug(number)}.pdf`;
      link.click();
      setTimeout(() => {
        URL.revokeObjectURL(link.href);
      }, 10_000);
    } catch {
      status.replaceChildren(
        element("p", "The receipt could not be downloaded. Please try again.", "notice notice-error"),
      );
    } finally {
      button.disabled = false;
    }
  }

  /** One line per payment (a table would not fit a phone): amount, how and when, status, the receipt. */
  function paymentsList(payments: readonly Payment[]): HTMLElement[] {
    const heading = element("h3", "Payments");
    if (payments.length === 0) return [heading, element("p", "No payment has been reported or recorded yet.", "muted")];
    const list = element("ul", undefined, "event-payment-list");
    for (const payment of payments) {
      const item = element("li");
      item.append(
        element("strong", formatRupees(payment.amount)),
        ` by ${payment.method} ${payment.reference}, paid on ${formatLongDate(payment.paidOn)}: `,
        element("span", `${PAYMENT_STATUS[payment.status]}${payment.note ? ` (${payment.note})` : ""}.`),
      );
      const number = payment.receiptNumber;
      if (number) {
        const button = element("button", `Download receipt ${number}`, "island-link-button");
        button.type = "button";
        button.addEventListener("click", () => void downloadReceipt(number, button));
        item.append(" ", button);
      }
      list.append(item);
    }
    return [heading, list];
  }

  function show(view: RegistrantView, message?: string): void {
    heading.textContent = `Your registration ${view.reference}`;
    status.replaceChildren(
      ...(message ? [element("p", message, "notice notice-success")] : []),
      element("p", registrantStatusText(view), "notice notice-info"),
    );
    factsList.replaceChildren(
      facts(
        [
          ["Event", view.event.title],
          ["Name", view.name],
          ["Category", view.category],
          ["Amount", formatRupees(view.total)],
          ["Received", formatRupees(view.received)],
          ["Left to pay", formatRupees(view.balance)],
        ],
        "event-payment-facts",
      ),
    );
    paymentsPart.replaceChildren(...paymentsList(view.payments));
    const payable = view.payment !== undefined && view.balance > 0;
    howToPay.replaceChildren(
      ...(payable && view.payment
        ? howToPayView(view.payment, { amount: view.balance, reference: view.reference }, "event-payment-facts")
        : []),
    );
    report.hidden = !payable;
    if (payable) {
      input(report, "amount").value = String(view.balance);
      input(report, "paidOn").value ||= indiaToday();
    }
    step("registration");
  }

  async function load(message?: string): Promise<void> {
    try {
      const response = await fetch("/api/event-registrations/mine", {
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      });
      if (response.status === 401) {
        startAgain();
        showFind({ message: "Your access has ended. Please ask for a new code.", fields: [] });
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      show((await response.json()) as RegistrantView, message);
      heading.focus();
    } catch {
      step("find");
      showFind({ message: FAILED, fields: [] });
    }
  }

  find.addEventListener("submit", (event) => {
    event.preventDefault();
    const reference = input(find, "reference").value;
    const email = input(find, "email").value;
    const problem = findProblem(reference, email);
    showFind(problem);
    if (problem) return;
    asked = { reference: reference.trim().toUpperCase(), email: email.trim() };
    busy(find, true);
    void post("/api/event-registrations/access-code", asked)
      .then(({ status: code, body }) => {
        if (code !== 202) {
          showFind(serverProblem<FindField>(body, new Set(["reference", "email"])) ?? { message: FAILED, fields: [] });
          return;
        }
        codeSent.textContent = typeof body?.message === "string" ? body.message : "";
        step("code");
        input(codeStep, "code").focus();
      })
      .catch(() => {
        showFind({ message: FAILED, fields: [] });
      })
      .finally(() => {
        busy(find, false);
      });
  });

  codeStep.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = input(codeStep, "code").value.replace(/\s/g, "");
    if (!/^\d{6}$/.test(code)) {
      showCode({ message: "The code is the 6 digits in the e-mail we sent you.", fields: ["code"] });
      return;
    }
    showCode(null);
    busy(codeStep, true);
    void post("/api/event-registrations/access-code/verify", { ...asked, code })
      .then(async ({ status: answer, body }) => {
        if (answer !== 200 || typeof body?.token !== "string") {
          showCode(serverProblem<"code">(body, new Set(["code"])) ?? { message: FAILED, fields: [] });
          return;
        }
        token = body.token;
        sessionStorage.setItem(TOKEN_KEY, token);
        await load();
      })
      .catch(() => {
        showCode({ message: FAILED, fields: [] });
      })
      .finally(() => {
        busy(codeStep, false);
      });
  });

  report.addEventListener("submit", (event) => {
    event.preventDefault();
    const values = {
      method: input(report, "method").value,
      paymentReference: input(report, "paymentReference").value,
      amount: input(report, "amount").value,
      paidOn: input(report, "paidOn").value,
    };
    const problem = reportProblem(values);
    showReport(problem);
    if (problem) return;
    busy(report, true);
    const body = {
      method: values.method,
      reference: values.paymentReference.trim(),
      amount: values.amount,
      paidOn: values.paidOn,
    };
    void post("/api/event-registrations/mine/payments", body, token)
      .then(({ status: answer, body: reply }) => {
        if (answer === 201 && reply?.registration) {
          input(report, "paymentReference").value = "";
          show(reply.registration as RegistrantView, typeof reply.message === "string" ? reply.message : undefined);
          heading.focus();
          return;
        }
        if (answer === 401) {
          startAgain();
          return;
        }
        const named = serverProblem<string>(reply, new Set(["method", "reference", "amount", "paidOn"]));
        showReport(
          named
            ? {
                message: named.message,
                fields: named.fields.map(
                  (field) => (field === "reference" ? "paymentReference" : field) as ReportField,
                ),
              }
            : { message: FAILED, fields: [] },
        );
      })
      .catch(() => {
        showReport({ message: FAILED, fields: [] });
      })
      .finally(() => {
        busy(report, false);
      });
  });

  for (const control of [find, codeStep, report])
    control.addEventListener("input", () => {
      if (control === find) showFind(null);
      else if (control === codeStep) showCode(null);
      else showReport(null);
    });
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-start-again]"))
    button.addEventListener("click", startAgain);

  for (const control of find.querySelectorAll<HTMLInputElement | HTMLButtonElement>("input, button"))
    control.disabled = false;
  // A token kept from earlier in this tab opens the registration again.
  if (token) void load();
}
