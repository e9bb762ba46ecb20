import { useId, useState, type SubmitEvent } from "react";
import { parseRupees } from "../../../../domain/format";
import type { RenewalMoney } from "../../../../domain/renewals";
import { api, ApiError, isApiError } from "../../ui/api";
import { TextField, type BoundField } from "../../ui/fields";
import { useNotify } from "../../ui/messages";
import { failureText } from "../../ui/resource";
import { INVALID_FORM } from "../../ui/resource-tab/texts";
import { issuesToErrors, type FieldErrors } from "../../ui/validation";
import type { DeskRecord } from "./desk-record";

/**
 * The open renewal's fee and GST, set by the office (PUT /api/membership-registrations/{id} with
 * `renewalDues`): needed when the member's membership option no longer exists, and a way to correct
 * the price a period opened with (docs/rules/members-and-money.md §10). Sends only that field.
 */

interface DuesValues {
  fee: string;
  gst: string;
}

const AMOUNT_MESSAGE = (label: string) => `${label} must be an amount, for example 1,180.00.`;

/** A typed amount (₹ and grouping allowed), or the message that says what is wrong. */
function amountOf(text: string, label: string): number | string {
  const amount = parseRupees(text);
  return amount === undefined || !Number.isFinite(amount) || amount < 0 ? AMOUNT_MESSAGE(label) : amount;
}

const valuesOf = (renewal: RenewalMoney): DuesValues => ({
  fee: renewal.feeDue === null ? "" : String(renewal.feeDue),
  gst: renewal.gstDue === null ? "" : String(renewal.gstDue),
});

export function RenewalDuesForm({
  record,
  renewal,
  reload,
}: {
  record: DeskRecord;
  renewal: RenewalMoney;
  reload: () => Promise<void>;
}) {
  const notify = useNotify();
  const id = useId();
  const [values, setValues] = useState<DuesValues>(() => valuesOf(renewal));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const bind = (name: keyof DuesValues): BoundField => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fee = amountOf(values.fee, "Renewal fee");
    const gst = amountOf(values.gst, "Renewal GST");
    if (typeof fee === "string" || typeof gst === "string") {
      setErrors({ fee: typeof fee === "string" ? fee : undefined, gst: typeof gst === "string" ? gst : undefined });
      setFormError(INVALID_FORM);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await api.send("PUT", `/api/membership-registrations/${encodeURIComponent(record._id)}`, {
        json: { renewalDues: { fee, gst } },
      });
      notify.success(`Renewal ${renewal.period} amount set.`);
      void reload();
    } catch (error) {
      const failure = isApiError(error) ? error : new ApiError("server", String(error));
      if (failure.kind === "auth") return;
      if (failure.kind === "validation") {
        setErrors(issuesToErrors(failure.issues, (field) => field.split(".").at(-1) ?? field));
      }
      setFormError(failureText(failure, "Failed to set the renewal's amount."));
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${id}-title`;
  return (
    <section className="admin-desk-part" aria-labelledby={titleId}>
      <h5 id={titleId}>Renewal {renewal.period}: amount</h5>
      {renewal.amountDue === null && (
        <p className="notice notice-info">
          This member's membership option no longer exists, so the renewal has no amount yet. Set its fee and GST;
          renewal payments can be received once it has one.
        </p>
      )}
      <form noValidate aria-labelledby={titleId} aria-busy={busy || undefined} onSubmit={(event) => void submit(event)}>
        <div className="admin-desk-form-fields">
          <TextField label="Renewal fee (₹)" required inputMode="decimal" autoComplete="off" {...bind("fee")} />
          <TextField
            label="Renewal GST (₹)"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="The total due is fee + GST."
            {...bind("gst")}
          />
        </div>
        <div role="alert" className="admin-form-error">
          {formError && <p className="notice notice-error">{formError}</p>}
        </div>
        <button type="submit" className="button button-secondary" aria-disabled={busy || undefined}>
          {busy ? "Saving…" : "Set renewal amount"}
        </button>
      </form>
    </section>
  );
}
