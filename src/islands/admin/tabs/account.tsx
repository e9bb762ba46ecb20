import { useEffect, useState, type SubmitEvent } from "react";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../../domain/admin-roles";
import {
  adminIdentityView,
  adminPasswordChange,
  adminPasswordChanged,
  type AdminIdentityView,
} from "../../../domain/admin-users";
import { api, isApiError } from "../ui/api";
import { useFieldForm } from "../ui/field-form";
import { TextField } from "../ui/fields";
import { useNotify } from "../ui/messages";
import { saveProfile, saveToken } from "../ui/session";
import { TabHeading } from "../ui/tab";
import { check, issuesToErrors } from "../ui/validation";

/**
 * "My account", for every administrator (docs/rules/members-and-money.md §8): who they are signed in as and their role,
 * and the form to change their own password. The change ends every other sign-in of theirs; this
 * browser keeps going with the new token the answer carries.
 */

const PASSWORDS_DIFFER = "The new passwords do not match.";

export default function AccountTab() {
  const notify = useNotify();
  const [me, setMe] = useState<AdminIdentityView | null>(null);
  const { uid, values, setValues, formRef, bind, refuse } = useFieldForm({
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.get("/api/admin/me", adminIdentityView).then(setMe, () => setMe(null));
  }, []);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const body = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const checked = check(adminPasswordChange, body);
    const problems = checked.ok
      ? values.confirmPassword === values.newPassword
        ? undefined
        : { confirmPassword: PASSWORDS_DIFFER }
      : checked.errors;
    if (problems) {
      refuse(problems);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.send("PUT", "/api/admin/password", { json: body, schema: adminPasswordChanged });
      saveToken(answer.token);
      saveProfile({ role: answer.role, name: answer.name });
      setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
      notify.success(answer.message);
    } catch (error) {
      if (!isApiError(error) || error.kind === "auth") return;
      const found = issuesToErrors(error.issues);
      if (Object.keys(found).length > 0) refuse(found);
      else setFailure(error.kind === "network" ? "The server could not be reached. Please try again." : error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-tab">
      <TabHeading>My account</TabHeading>
      {me && (
        <p>
          Signed in as <strong>{me.name}</strong> ({me.email}), role <strong>{ROLE_LABELS[me.role]}</strong>:{" "}
          {ROLE_DESCRIPTIONS[me.role]}.
        </p>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${uid}-title`}
        className="admin-form-panel"
      >
        <h3 id={`${uid}-title`}>Change your password</h3>
        <p className="muted">At least 8 characters. Every other sign-in of yours ends; you stay signed in here.</p>
        <div className="admin-form-fields">
          <TextField
            label="Current password"
            type="password"
            required
            autoComplete="current-password"
            {...bind("currentPassword")}
          />
          <TextField
            label="New password"
            type="password"
            required
            autoComplete="new-password"
            {...bind("newPassword")}
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
            {busy ? "Changing…" : "Change password"}
          </button>
        </div>
      </form>
    </div>
  );
}
