import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { indiaToday } from "../../../../domain/india-date";
import { PAYMENT_METHODS, type PaymentPurpose } from "../../../../domain/payment-rules";
import { api, ApiError, isApiError } from "../api";
import { SelectField, TextField, type BoundField } from "../fields";
import { useNotify } from "../messages";
import { failureText } from "../resource";
import { INVALID_FORM } from "../resource-tab/texts";
import { serverMessage } from "../server-message";
import { issuesToErrors, type FieldErrors } from "../validation";
import type { PaymentBook } from "./payment-book";
import { checkPaymentValues, freshPayment, type PaymentValues } from "./payment-values";

/**
 * The office records a payment it received (POST to the book's record path): checked with the
 * API's rules first; the server's 400 issues by field, its 409 (a reference already recorded, or a
 * registration that takes no payment) at the reference. Received at once, so the answer names the
 * receipt.
 */

const REFERENCE_HINTS = {
  upi: "The 12-digit UTR (UPI transaction reference) from the bank statement or the payer's UPI app.",
  other: "The transaction, cheque, DD or receipt number: 4 to 30 letters, digits, / or -.",
} as const;

const PURPOSES: { value: PaymentPurpose; label: string }[] = [
  { value: "application", label: "Application" },
  { value: "renewal", label: "Renewal" },
];

export function RecordPaymentForm({ book, reload }: { book: PaymentBook; reload: () => Promise<void> }) {
  const notify = useNotify();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PaymentValues>(() => freshPayment(book));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusError, setFocusError] = useState(false);

  // After a payment is recorded, the form starts afresh once the book shows it (its new balance).
  const resetOnChangeOf = useRef<string | null>(null);
  useEffect(() => {
    if (resetOnChangeOf.current === null || resetOnChangeOf.current === book.updatedAt) return;
    resetOnChangeOf.current = null;
    setValues((previous) => freshPayment(book, previous.method));
  }, [book]);

  useEffect(() => {
    if (!focusError) return;
    setFocusError(false);
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const bind = (name: keyof PaymentValues): BoundField => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const fail = (fieldErrors: FieldErrors, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    if (Object.values(fieldErrors).some(Boolean)) setFocusError(true);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkPaymentValues(values, book.purposes);
    if (!checked.ok) {
      fail(checked.errors, INVALID_FORM);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const answer = await api.send("POST", book.recordPath, { json: checked.body });
      notify.success(serverMessage(answer, "Payment recorded."));
      resetOnChangeOf.current = book.updatedAt;
      setValues((previous) => ({ ...previous, reference: "" }));
      void reload();
    } catch (error) {
      const failure = isApiError(error) ? error : new ApiError("server", String(error));
      if (failure.kind === "auth") return;
      if (failure.kind === "validation") {
        const fieldErrors = issuesToErrors(failure.issues);
        fail(fieldErrors, Object.keys(fieldErrors).length > 0 ? INVALID_FORM : failure.message);
      } else if (failure.kind === "conflict") {
        fail({ reference: failure.message }, failure.message);
      } else if (failure.kind === "not-found") {
        fail({}, book.goneText);
        void reload();
      } else {
        fail({}, failureText(failure, "Failed to record the payment."));
      }
    } finally {
      setBusy(false);
    }
  };

  const upi = values.method === "UPI";
  const titleId = `${id}-title`;
  return (
    <section className="admin-desk-part" aria-labelledby={titleId}>
      <h5 id={titleId}>Record a payment</h5>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        onSubmit={(event) => void submit(event)}
      >
        <div className="admin-desk-form-fields">
          <SelectField label="Method" required options={PAYMENT_METHODS} {...bind("method")} />
          <TextField
            label="Reference"
            required
            autoComplete="off"
            spellCheck={false}
            hint={upi ? REFERENCE_HINTS.upi : REFERENCE_HINTS.other}
            {...(upi ? { inputMode: "numeric" as const, maxLength: 12 } : { maxLength: 30 })}
            {...bind("reference")}
          />
          <TextField
            label="Amount (₹)"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="In rupees, for example 11800 or 11,800.00."
            {...bind("amount")}
          />
          <TextField label="Paid on" type="date" required max={indiaToday()} {...bind("paidOn")} />
          {book.purposes && <SelectField label="Paid for" required options={PURPOSES} {...bind("purpose")} />}
        </div>
        <div role="alert" className="admin-form-error">
          {formError && <p className="notice notice-error">{formError}</p>}
        </div>
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? "Recording…" : "Record payment"}
        </button>
      </form>
    </section>
  );
}
