import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { ADMIN_USER_MESSAGES, INVITATION, acceptInviteInput } from "../../domain/admin-users";
import { api, isApiError } from "./ui/api";
import { useFieldForm } from "./ui/field-form";
import { TextField } from "./ui/fields";
import { LOGIN_PATH } from "./ui/session";
import { check, issuesToErrors } from "./ui/validation";

/**
 * The invitation page (/admin/accept-invite): e-mail, the code from the invitation e-mail and the
 * password the new administrator chooses (twice), sent to POST /api/admin/users/accept-invite.
 * Afterwards the page says so and links to the sign-in page.
 */

const PASSWORDS_DIFFER = "The passwords do not match.";
type Field = "email" | "code" | "password" | "confirmPassword";

export default function AcceptInvite() {
  const { values, formRef, bind, refuse } = useFieldForm<Field>({
    email: "",
    code: "",
    password: "",
    confirmPassword: "",
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const body = { email: values.email, code: values.code, password: values.password };
    const checked = check(acceptInviteInput, body);
    const problems = checked.ok
      ? values.confirmPassword === values.password
        ? undefined
        : { confirmPassword: PASSWORDS_DIFFER }
      : checked.errors;
    if (problems) {
      refuse(problems);
      return;
    }
    setBusy(true);
    try {
      await api.send("POST", "/api/admin/users/accept-invite", { json: body, anonymous: true });
      setDone(true);
    } catch (error) {
      const found = isApiError(error) ? issuesToErrors(error.issues) : {};
      if (Object.keys(found).length > 0) refuse(found);
      else if (isApiError(error) && (error.status === 401 || error.status === 429)) setFailure(error.message);
      else setFailure("The server could not be reached. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="notice notice-success">
        <p ref={doneRef} tabIndex={-1}>
          {ADMIN_USER_MESSAGES.invitationAccepted}
        </p>
        <p>
          <a href={LOGIN_PATH}>Sign in to the Admin Panel</a>
        </p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="accept-invite-title"
      className="admin-login-form"
    >
      <p className="muted">
        Type the e-mail address you were invited at, the {INVITATION.digits}-digit code from the invitation e-mail, and
        the password you want to sign in with.
      </p>
      <div className="admin-form-fields">
        <TextField label="E-mail" type="email" required autoComplete="username" {...bind("email")} />
        <TextField
          label="Invitation code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={`The ${INVITATION.digits} digits from the invitation e-mail; they work once, for 48 hours.`}
          {...bind("code")}
        />
        <TextField
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          hint="At least 8 characters."
          {...bind("password")}
        />
        <TextField
          label="New password again"
          type="password"
          required
          autoComplete="new-password"
          {...bind("confirmPassword")}
        />
      </div>
      <div role="alert" className="admin-form-error">
        {failure && <p className="notice notice-error">{failure}</p>}
      </div>
      <div className="admin-actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? "Setting your password…" : "Set my password"}
        </button>
      </div>
    </form>
  );
}
