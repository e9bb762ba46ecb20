import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { indiaToday } from "../../../../domain/india-date";
import { PAYMENT_METHODS, type PaymentPurpose } from "../../../../domain/payment-rules";
import { api, ApiError, isApiError } from "../../ui/api";
import { SelectField, TextField, type BoundField } from "../../ui/fields";
import { useNotify } from "../../ui/messages";
import { failureText } from "../../ui/resource";
import { INVALID_FORM } from "../../ui/resource-tab/texts";
import { issuesToErrors, type FieldErrors } from "../../ui/validation";
import type { DeskRecord } from "./desk-record";
import { serverMessage } from "./server-message";
import { checkPaymentValues, freshPayment, type PaymentValues } from "./payment-values";

/**
 * The office records a payment it received (POST /api/membership-registrations/{id}/payments):
 * checked with the API's rules first; the server's 400 issues by field, its 409 (a reference
 * already recorded) at the reference. Received at once, so the answer names the receipt.
 */

const REFERENCE_HINTS = {
  upi: "The 12-digit UTR (UPI transaction reference) from the bank statement or the member's UPI app.",
  other: "The transaction, cheque, DD or receipt number: 4 to 30 letters, digits, / or -.",
} as const;

const PURPOSES: { value: PaymentPurpose; label: string }[] = [
  { value: "application", label: "Application" },
  { value: "renewal", label: "Renewal" },
];

export function RecordPaymentForm({ record, reload }: { record: DeskRecord; reload: () => Promise<void> }) {
  const notify = useNotify();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PaymentValues>(() => freshPayment(record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusError, setFocusError] = useState(false);

  // After a payment is recorded, the form starts afresh once the record shows it (its new balance).
  const resetOnChangeOf = useRef<string | null>(null);
  useEffect(() => {
    if (resetOnChangeOf.current === null || resetOnChangeOf.current === record.updatedAt) return;
    resetOnChangeOf.current = null;
    setValues((previous) => freshPayment(record, previous.method));
  }, [record]);

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
    const checked = checkPaymentValues(values);
    if (!checked.ok) {
      fail(checked.errors, INVALID_FORM);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const answer = await api.send(
        "POST",
        `/api/membership-registrations/${encodeURIComponent(record._id)}/payments`,
        {
          json: checked.body,
        },
      );
      notify.success(serverMessage(answer, "Payment recorded."));
      resetOnChangeOf.current = record.updatedAt;
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
        fail({}, "This application or member no longer exists; it may have been removed elsewhere.");
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
          <SelectField label="Paid for" required options={PURPOSES} {...bind("purpose")} />
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
