import { useId, useState, type SubmitEvent } from "react";
import { MEMBER_MESSAGES, MIN_PASSWORD_LENGTH } from "../../domain/member-messages";
import { PASSWORDS_DIFFER } from "../../domain/registration-messages";
import type { FieldIssue } from "../member/api";
import { changePassword } from "./account-api";
import { Field, FormOutcome, problemOf, useFormState } from "./ui";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Changes the password (docs/rules/members-and-money.md §7: 8 characters at least; other sessions end). The current
 * password may stay empty just after signing in with an e-mailed code ("Forgot your password?"):
 * the server knows how the session began and says when it is needed.
 */
export default function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const id = useId();
  const errorId = `${id}-error`;
  const form = useFormState(errorId);
  const fieldId = (name: keyof typeof EMPTY) => `${id}-${name}`;

  const update = (name: keyof typeof EMPTY, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    form.edited();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    const issues: FieldIssue[] = [];
    if (values.newPassword.length < MIN_PASSWORD_LENGTH)
      issues.push({ field: "newPassword", message: MEMBER_MESSAGES.passwordTooShort });
    else if (values.newPassword !== values.confirmPassword)
      issues.push({ field: "confirmPassword", message: PASSWORDS_DIFFER });
    if (issues.length > 0) {
      form.fail(problemOf(issues));
      return;
    }
    form.setBusy(true);
    const answer = await changePassword(values.currentPassword, values.newPassword);
    form.setBusy(false);
    if (answer.ok) {
      setValues(EMPTY);
      form.succeed(MEMBER_MESSAGES.passwordChanged);
      return;
    }
    // A wrong current password may come back as 400 or 401: either way it is this form's message,
    // and the fields keep what was typed.
    form.fail({
      message: answer.message,
      issues: answer.issues.length > 0 ? answer.issues : [{ field: "currentPassword", message: answer.message }],
    });
  };

  return (
    <form className="island-form" noValidate aria-busy={form.busy} onSubmit={(event) => void onSubmit(event)}>
      <Field
        id={fieldId("currentPassword")}
        label="Current password"
        hint="Just signed in with an e-mailed code because you forgot your password? Leave this empty."
      >
        <input
          id={fieldId("currentPassword")}
          type="password"
          value={values.currentPassword}
          onChange={(event) => update("currentPassword", event.target.value)}
          autoComplete="current-password"
          {...form.field("currentPassword", `${fieldId("currentPassword")}-hint`)}
        />
      </Field>
      <Field id={fieldId("newPassword")} label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        <input
          id={fieldId("newPassword")}
          type="password"
          value={values.newPassword}
          onChange={(event) => update("newPassword", event.target.value)}
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          {...form.field("newPassword", `${fieldId("newPassword")}-hint`)}
        />
      </Field>
      <Field id={fieldId("confirmPassword")} label="Confirm new password">
        <input
          id={fieldId("confirmPassword")}
          type="password"
          value={values.confirmPassword}
          onChange={(event) => update("confirmPassword", event.target.value)}
          autoComplete="new-password"
          required
          {...form.field("confirmPassword")}
        />
      </Field>
      <FormOutcome id={errorId} problem={form.problem} success={form.success} messageRef={form.messageRef} />
      <button type="submit" className="button" disabled={form.busy}>
        {form.busy ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}
