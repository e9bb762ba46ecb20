import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { adminCredentials, adminLoginAnswer } from "../../domain/admin-login";
import { api, isApiError } from "./ui/api";
import { hasAnyDraft } from "./ui/drafts";
import { TextField } from "./ui/fields";
import { hasUsableToken, safeNextPath, saveProfile, saveToken, takeSignInMessage } from "./ui/session";
import { check, type FieldErrors } from "./ui/validation";

/**
 * The sign-in form at /admin-login, for every administrator. A good sign-in stores the token under
 * "adminToken" (and the role and name the answer gives) and goes to /admin (or back to the tab the
 * person was signed out of, ?next=/admin/<tab>).
 *
 * "Dev Admin Login" (DECISIONS 5) exists only in development builds (`astro dev`, `npm run dev`):
 * it signs in with the local default credentials through the normal sign-in call, so the server's
 * own checks apply; production builds drop the button and the credentials, and a production
 * server (with its own ADMIN_EMAIL and ADMIN_PASSWORD) would refuse them anyway.
 */

const INVALID_CREDENTIALS = "Invalid credentials";

export default function AdminLogin() {
  const uid = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice] = useState(takeSignInMessage);
  const [draftKept] = useState(hasAnyDraft);
  const next = safeNextPath(new URLSearchParams(window.location.search).get("next"));
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);

  // Already signed in (a token that has not expired): straight to the panel.
  useEffect(() => {
    if (!notice && hasUsableToken()) window.location.replace(next);
  }, [notice, next]);

  const signIn = async (credentials: { email: string; password: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      const { token, role, name } = await api.send("POST", "/api/admin/login", {
        json: credentials,
        schema: adminLoginAnswer,
        anonymous: true,
      });
      saveToken(token);
      saveProfile({ role, name });
      window.location.assign(next);
    } catch (error) {
      setBusy(false);
      if (!isApiError(error)) {
        setFailure("Sign-in failed. Please try again.");
      } else if (error.status === 401) {
        setFailure(INVALID_CREDENTIALS);
      } else if (error.kind === "validation") {
        setFailure(error.message);
      } else if (error.kind === "network") {
        setFailure("The server could not be reached. Please check your connection and try again.");
      } else {
        setFailure(error.status === 429 ? error.message : "Sign-in failed. Please try again.");
      }
    }
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(adminCredentials, { email, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusInvalid.current = true;
      return;
    }
    setErrors({});
    void signIn({ email, password });
  };

  const devSignIn = async () => {
    if (!import.meta.env.DEV || busy) return;
    const { LOCAL_ADMIN } = await import("../../domain/local-admin");
    await signIn(LOCAL_ADMIN);
  };

  // After a refused submit, the first field with an error takes focus once it is marked.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  return (
    <div className="admin-login">
      {notice && (
        <div className="notice notice-error" role="alert">
          <p>{notice}</p>
        </div>
      )}
      {draftKept && (
        <p className="notice notice-info">
          Your unsaved changes were kept. After signing in you can restore them in the tab you were working in.
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="admin-login-title" className="admin-login-form">
        <div className="admin-form-fields">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            required
            id={`${uid}-email`}
            name="email"
            value={email}
            error={errors.email}
            onValueChange={(value) => {
              setEmail(value);
              setErrors((previous) => ({ ...previous, email: undefined }));
            }}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            id={`${uid}-password`}
            name="password"
            value={password}
            error={errors.password}
            onValueChange={(value) => {
              setPassword(value);
              setErrors((previous) => ({ ...previous, password: undefined }));
            }}
          />
        </div>
        <div role="alert" className="admin-form-error">
          {failure && <p className="notice notice-error">{failure}</p>}
        </div>
        <div className="admin-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? "Signing in..." : "Sign in"}
          </button>
          {import.meta.env.DEV && (
            <button type="button" className="button button-secondary" onClick={() => void devSignIn()}>
              Dev Admin Login
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
