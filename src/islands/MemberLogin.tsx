import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { isEmailAddress } from "../domain/email-address";
import { useHydrated } from "./useHydrated";
import "./forms.css";

interface Props {
  /** Where members can get help meanwhile: the secretary's e-mail address (src/content/site.ts). */
  secretaryEmail: string;
}

export const LOGIN_MESSAGES = {
  required: "E-mail is required.",
  invalid: "E-mail must be a valid e-mail address.",
  unavailable: "Member sign-in is not available yet.",
} as const;

/**
 * The member login (SPEC 2, 6): an e-mail field and PROCEED. Member accounts are not part of the
 * product yet, so PROCEED says so, and how to reach the society, instead of doing nothing.
 */
export default function MemberLogin({ secretaryEmail }: Props) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [answered, setAnswered] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  useEffect(() => {
    if (attempt > 0 && error) inputRef.current?.focus();
  }, [attempt, error]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const problem = value === "" ? LOGIN_MESSAGES.required : isEmailAddress(value) ? null : LOGIN_MESSAGES.invalid;
    setError(problem);
    setAnswered(problem === null);
    setAttempt((count) => count + 1);
  };

  return (
    <form className="island-form" noValidate onSubmit={onSubmit}>
      <div className="island-field">
        <label htmlFor={inputId}>E-mail</label>
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
            setAnswered(false);
          }}
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="off"
          required
          disabled={!hydrated}
          {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        />
      </div>
      <div id={errorId} role="alert" className="island-message">
        {error && <p className="notice notice-error">{error}</p>}
      </div>
      <button type="submit" className="button island-proceed" disabled={!hydrated}>
        Proceed
      </button>
      <div role="status" className="island-message">
        {answered && (
          <div className="notice notice-info">
            <p>
              <strong>{LOGIN_MESSAGES.unavailable}</strong> Online access for members is still being prepared. For
              anything about your membership, please write to the Secretary at{" "}
              <a href={`mailto:${secretaryEmail}`}>{secretaryEmail}</a>.
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
