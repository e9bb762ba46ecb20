import { useId, useState, type SubmitEvent } from "react";
import { indiaToday } from "../../domain/india-date";
import { PAYMENT_METHODS, type PaymentPurpose } from "../../domain/payment-rules";
import type { ApiAnswer } from "../member/api";
import { reportPayment, toSignIn } from "./account-api";
import { checkPayment, emptyPayment, type PaymentFormValues } from "./payment-form";
import { Field, FormOutcome, problemOf, useFormState } from "./ui";

const REFERENCE_HINTS = {
  upi: "The 12-digit UTR (UPI transaction reference) shown in your UPI app's payment details.",
  other: "The transaction, cheque, DD or receipt number: 4 to 30 letters, digits, / or -.",
} as const;

export const REPORTED_MESSAGE = "Thank you. Your payment has been reported; the office will confirm it.";

/**
 * Tells the office about a payment made (docs/rules/members-and-money.md §3; for an event
 * registration docs/rules/events.md §5), checked with the API's own rules first.
 */
export default function ReportPaymentForm({
  suggested,
  onReported,
  send = reportPayment,
  purposes = true,
}: {
  /** The amount and purpose the page asks for, if any. */
  suggested: { amount: number; purpose: PaymentPurpose } | null;
  onReported: () => void;
  /** Where the report goes: the membership's payments unless said. */
  send?: (body: unknown) => Promise<ApiAnswer>;
  /** A membership payment says what it is for; an event registration's does not. */
  purposes?: boolean;
}) {
  const fresh = () => emptyPayment(suggested?.amount ?? null, suggested?.purpose ?? "application");
  const [values, setValues] = useState<PaymentFormValues>(fresh);
  const id = useId();
  const errorId = `${id}-error`;
  const form = useFormState(errorId);
  const fieldId = (name: keyof PaymentFormValues) => `${id}-${name}`;

  const update = <K extends keyof PaymentFormValues>(name: K, value: PaymentFormValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    form.edited();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    const checked = checkPayment(values);
    if (!checked.ok) {
      form.fail(problemOf(checked.issues));
      return;
    }
    form.setBusy(true);
    const { purpose, ...withoutPurpose } = checked.body;
    const answer = await send(purposes ? { ...withoutPurpose, purpose } : withoutPurpose);
    form.setBusy(false);
    if (answer.ok) {
      setValues(fresh());
      form.succeed(REPORTED_MESSAGE);
      onReported();
      return;
    }
    if (answer.status === 401) {
      toSignIn();
      return;
    }
    // A reference already recorded (409) belongs to the reference field.
    form.fail({
      message: answer.message,
      issues: answer.status === 409 ? [{ field: "reference", message: answer.message }] : answer.issues,
    });
  };

  const upi = values.method === "UPI";
  return (
    <form className="island-form" noValidate aria-busy={form.busy} onSubmit={(event) => void onSubmit(event)}>
      <Field id={fieldId("method")} label="Method">
        <select
          id={fieldId("method")}
          value={values.method}
          onChange={(event) => update("method", event.target.value as PaymentFormValues["method"])}
          {...form.field("method")}
        >
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={fieldId("reference")}
        label={upi ? "UTR number" : "Reference"}
        hint={upi ? REFERENCE_HINTS.upi : REFERENCE_HINTS.other}
      >
        <input
          id={fieldId("reference")}
          type="text"
          value={values.reference}
          onChange={(event) => update("reference", event.target.value)}
          autoComplete="off"
          spellCheck={false}
          {...(upi ? { inputMode: "numeric" as const, maxLength: 12 } : { maxLength: 30 })}
          required
          {...form.field("reference", `${fieldId("reference")}-hint`)}
        />
      </Field>
      <Field id={fieldId("amount")} label="Amount paid (₹)" hint="In rupees, for example 11800 or 11,800.00.">
        <input
          id={fieldId("amount")}
          type="text"
          inputMode="decimal"
          value={values.amount}
          onChange={(event) => update("amount", event.target.value)}
          autoComplete="off"
          required
          {...form.field("amount", `${fieldId("amount")}-hint`)}
        />
      </Field>
      <Field id={fieldId("paidOn")} label="Paid on">
        <input
          id={fieldId("paidOn")}
          type="date"
          value={values.paidOn}
          max={indiaToday()}
          onChange={(event) => update("paidOn", event.target.value)}
          required
          {...form.field("paidOn")}
        />
      </Field>
      {purposes && (
        <Field id={fieldId("purpose")} label="Paid for">
          <select
            id={fieldId("purpose")}
            value={values.purpose}
            onChange={(event) => update("purpose", event.target.value as PaymentPurpose)}
            {...form.field("purpose")}
          >
            <option value="application">Application (membership fee)</option>
            <option value="renewal">Renewal</option>
          </select>
        </Field>
      )}
      <FormOutcome id={errorId} problem={form.problem} success={form.success} messageRef={form.messageRef} />
      <button type="submit" className="button" disabled={form.busy}>
        {form.busy ? "Sending…" : "Report payment"}
      </button>
    </form>
  );
}
