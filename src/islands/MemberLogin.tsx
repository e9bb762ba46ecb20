import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from "react";
import { isEmailAddress } from "../domain/email-address";
import type { ApiAnswer } from "./member/api";
import { ACCOUNT_PATH, LOGIN_MESSAGES } from "./member/login-messages";
import { codeDigits, requestSignInCode, signInWithCode, signInWithPassword } from "./member/session";
import { useHydrated } from "./useHydrated";
import "./forms.css";

interface Props {
  /** Where members can get help: the secretary's e-mail address (src/content/site.ts). */
  secretaryEmail: string;
}

/** The second step: the password, or a code sent by e-mail (also when the password is forgotten). */
type Step = { kind: "email"; returning: boolean } | { kind: "password" } | { kind: "code"; forgotten: boolean };

/**
 * Member sign-in (docs/rules/public-site.md §2; docs/rules/members-and-money.md §7): the e-mail and PROCEED, then the password or a 6-digit
 * code sent by e-mail. Success lands on /account. The e-mail typed stays when going back.
 */
export default function MemberLogin({ secretaryEmail }: Props) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [step, setStep] = useState<Step>({ kind: "email", returning: false });
  const id = useId();

  return (
    <div className="island-form member-login">
      {step.kind === "email" ? (
        <EmailStep
          id={id}
          email={email}
          returning={step.returning}
          onEmail={setEmail}
          disabled={!hydrated}
          onProceed={() => setStep({ kind: "password" })}
        />
      ) : (
        <>
          <p className="member-login-who">
            Signing in as <strong>{email.trim()}</strong>{" "}
            <button
              type="button"
              className="island-link-button"
              onClick={() => setStep({ kind: "email", returning: true })}
            >
              Change e-mail
            </button>
          </p>
          {step.kind === "password" ? (
            <PasswordStep id={id} email={email.trim()} onCode={(forgotten) => setStep({ kind: "code", forgotten })} />
          ) : (
            <CodeStep
              id={id}
              email={email.trim()}
              forgotten={step.forgotten}
              onPassword={() => setStep({ kind: "password" })}
            />
          )}
        </>
      )}
      <p className="muted">
        Trouble signing in? Write to the Secretary at <a href={`mailto:${secretaryEmail}`}>{secretaryEmail}</a>.
      </p>
    </div>
  );
}

function EmailStep({
  id,
  email,
  returning,
  onEmail,
  disabled,
  onProceed,
}: {
  id: string;
  email: string;
  /** Back from the second step: the focus comes back to the address. */
  returning: boolean;
  onEmail: (email: string) => void;
  disabled: boolean;
  onProceed: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${id}-email`;
  const errorId = `${id}-email-error`;

  useEffect(() => {
    if ((attempt > 0 && error) || (attempt === 0 && returning)) inputRef.current?.focus();
  }, [attempt, error, returning]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const problem = value === "" ? LOGIN_MESSAGES.required : isEmailAddress(value) ? null : LOGIN_MESSAGES.invalid;
    setError(problem);
    setAttempt((count) => count + 1);
    if (problem === null) onProceed();
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
            onEmail(event.target.value);
            setError(null);
          }}
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="off"
          required
          disabled={disabled}
          {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        />
      </div>
      <ErrorMessage id={errorId} message={error} />
      <button type="submit" className="button island-proceed" disabled={disabled}>
        Proceed
      </button>
    </form>
  );
}

/** Runs one call at a time and turns its failure into the message to show (null while fine). */
function useCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const run = async (call: () => Promise<ApiAnswer>, messageFor: (answer: ApiAnswer & { ok: false }) => string) => {
    setBusy(true);
    setError(null);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) {
      setError(messageFor(answer));
      setAttempt((count) => count + 1);
    }
    return answer;
  };
  const fail = (message: string) => {
    setError(message);
    setAttempt((count) => count + 1);
  };
  return { busy, error, attempt, run, fail, clear: () => setError(null) };
}

/** 401 has the contract's own words; 429 and others bring the server's message (the wait). */
const signInMessage = (wrong: string) => (answer: ApiAnswer & { ok: false }) =>
  answer.status === 401 ? wrong : answer.message;

function PasswordStep({ id, email, onCode }: { id: string; email: string; onCode: (forgotten: boolean) => void }) {
  const [password, setPassword] = useState("");
  const call = useCall();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${id}-password`;
  const errorId = `${id}-password-error`;

  // On arrival and after each failed attempt the password field has the focus.
  useEffect(() => inputRef.current?.focus(), [call.attempt]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (call.busy) return;
    if (password === "") {
      call.fail(LOGIN_MESSAGES.passwordRequired);
      return;
    }
    const answer = await call.run(
      () => signInWithPassword(email, password),
      signInMessage(LOGIN_MESSAGES.wrongPassword),
    );
    if (answer.ok) window.location.assign(ACCOUNT_PATH);
  };

  return (
    <>
      <form className="island-form" noValidate aria-busy={call.busy} onSubmit={(event) => void onSubmit(event)}>
        {/* Lets password managers pair the password with the address given in the first step. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <div className="island-field">
          <label htmlFor={inputId}>Password</label>
          <input
            ref={inputRef}
            id={inputId}
            type="password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              call.clear();
            }}
            autoComplete="current-password"
            required
            {...(call.error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
          />
        </div>
        <ErrorMessage id={errorId} message={call.error} />
        <button type="submit" className="button" disabled={call.busy}>
          {call.busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <div className="member-login-alternatives">
        <button type="button" className="button button-secondary" onClick={() => onCode(false)}>
          E-mail me a sign-in code
        </button>
        <button type="button" className="island-link-button" onClick={() => onCode(true)}>
          Forgot your password?
        </button>
      </div>
    </>
  );
}

function CodeStep({
  id,
  email,
  forgotten,
  onPassword,
}: {
  id: string;
  email: string;
  forgotten: boolean;
  onPassword: () => void;
}) {
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const request = useCall();
  const verify = useCall();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${id}-code`;
  const errorId = `${id}-code-error`;
  const hintId = `${id}-code-hint`;

  const send = async () => {
    setSent(null);
    const answer = await request.run(
      () => requestSignInCode(email),
      (failure) => failure.message,
    );
    if (answer.ok) setSent(LOGIN_MESSAGES.codeSent);
  };

  // The code is asked for as soon as this step opens (the person chose it); a new one on request.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void send();
  });
  useEffect(() => inputRef.current?.focus(), [verify.attempt]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.busy) return;
    const digits = codeDigits(code);
    if (digits.length !== 6) {
      verify.fail(LOGIN_MESSAGES.codeShape);
      return;
    }
    const answer = await verify.run(() => signInWithCode(email, digits), signInMessage(LOGIN_MESSAGES.wrongCode));
    if (answer.ok) window.location.assign(forgotten ? `${ACCOUNT_PATH}#password` : ACCOUNT_PATH);
  };

  return (
    <>
      {forgotten && (
        <p>
          We will e-mail you a sign-in code. Once signed in, choose a new password under &ldquo;Password&rdquo; on your
          account page.
        </p>
      )}
      <div role="status" className="island-message">
        {sent && <p className="notice notice-info">{sent}</p>}
      </div>
      <div role="alert" className="island-message">
        {request.error && <p className="notice notice-error">{request.error}</p>}
      </div>
      <form className="island-form" noValidate aria-busy={verify.busy} onSubmit={(event) => void onSubmit(event)}>
        <div className="island-field">
          <label htmlFor={inputId}>Sign-in code</label>
          <p id={hintId} className="muted island-hint">
            The 6 digits from the e-mail; the code works once, for 15 minutes.
          </p>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              verify.clear();
            }}
            required
            aria-describedby={verify.error ? `${hintId} ${errorId}` : hintId}
            {...(verify.error ? { "aria-invalid": true } : {})}
          />
        </div>
        <ErrorMessage id={errorId} message={verify.error} />
        <button type="submit" className="button" disabled={verify.busy}>
          {verify.busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <div className="member-login-alternatives">
        <button type="button" className="button button-secondary" disabled={request.busy} onClick={() => void send()}>
          {request.busy ? "Sending…" : "Send a new code"}
        </button>
        <button type="button" className="island-link-button" onClick={onPassword}>
          Use your password instead
        </button>
      </div>
    </>
  );
}

function ErrorMessage({ id, message }: { id: string; message: string | null }): ReactNode {
  return (
    <div id={id} role="alert" className="island-message">
      {message && <p className="notice notice-error">{message}</p>}
    </div>
  );
}
