import { useId, useState, type SubmitEvent } from "react";
import { OUTBOX_MESSAGES, outboxSummary, testMailInput } from "../../../../domain/outbox";
import { api, isApiError } from "../../ui/api";
import { TextField } from "../../ui/fields";
import { useNotify } from "../../ui/messages";
import { check, issuesToErrors, type FieldErrors } from "../../ui/validation";

/** Sends a test message to an address, to check the e-mail settings; the outbox then shows it. */
export function TestMessageForm({ onSent }: { onSent: () => void }) {
  const notify = useNotify();
  const id = useId();
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = check(testMailInput, { email });
    if (!checked.ok) {
      setErrors(checked.errors);
      form.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await api.send("POST", "/api/admin/emails", { json: checked.data, schema: outboxSummary });
      if (result.status === "sent") notify.success(OUTBOX_MESSAGES.testSent);
      else if (result.status === "not-sent") notify.success(OUTBOX_MESSAGES.keptNotSent);
      else notify.error(`${OUTBOX_MESSAGES.resendFailed} ${result.error ?? ""}`.trim());
      onSent();
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      if (isApiError(error) && error.kind === "validation") setErrors(issuesToErrors(error.issues));
      else notify.error("Failed to send the test message.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="admin-mail-test"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Send a test message"
    >
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label="Send a test message to"
        hint="An address you can read, to check that e-mail goes out."
        value={email}
        error={errors.email}
        onValueChange={setEmail}
      />
      <button type="submit" className="button button-secondary" disabled={busy}>
        {busy ? "Sending…" : "Send test message"}
      </button>
    </form>
  );
}
