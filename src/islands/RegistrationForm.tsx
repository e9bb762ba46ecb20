import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type SubmitEvent,
  type ReactNode,
} from "react";
import { formatRupees } from "../domain/format";
import { INDIAN_STATES } from "../domain/indian-states";
import { findMembershipOption } from "../domain/membership-options";
import { NATIONALITIES } from "../domain/nationalities";
import {
  choicesFor,
  EMPTY_REGISTRATION,
  readServerProblem,
  REDIRECT_MS,
  registrationBody,
  TOAST_MS,
  validateRegistration,
  type FormProblem,
  type MembershipChoice,
  type RegistrationFormField,
  type RegistrationFormValues,
} from "../domain/registration-form";
import { registeredToast, REGISTRATION_MESSAGES } from "../domain/registration-messages";
import { takesState } from "../domain/registration-rules";
import { useHydrated } from "./useHydrated";
import "./forms.css";

interface Props {
  /** Every membership option (all nationalities), read from the store at build time. */
  options: MembershipChoice[];
}

const REGISTER_URL = "/api/membership-registrations/register";

type TextField = Exclude<RegistrationFormField, "nationality" | "membershipType" | "state">;

/** The text inputs in form order, with what the browser needs to fill them in. */
const TEXT_INPUTS: {
  field: TextField;
  label: string;
  type: "text" | "email" | "tel" | "password";
  autoComplete: string;
  multiline?: true;
}[] = [
  { field: "name", label: "Full name", type: "text", autoComplete: "name" },
  { field: "email", label: "E-mail", type: "email", autoComplete: "email" },
  { field: "contact", label: "Contact number", type: "tel", autoComplete: "tel" },
  { field: "designation", label: "Designation", type: "text", autoComplete: "organization-title" },
  { field: "address", label: "Address", type: "text", autoComplete: "street-address", multiline: true },
  { field: "areaOfSpecialization", label: "Area of specialization", type: "text", autoComplete: "off" },
  { field: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { field: "confirmPassword", label: "Confirm password", type: "password", autoComplete: "new-password" },
];

/** The application reference of the register answer (docs/rules/members-and-money.md §3), if it has one. */
function referenceIn(body: unknown): string | undefined {
  const reference = body !== null && typeof body === "object" ? (body as { reference?: unknown }).reference : undefined;
  return typeof reference === "string" && reference !== "" ? reference : undefined;
}

/** The total first, so that a narrow select still shows what matters most. */
const optionLabel = (option: MembershipChoice) =>
  `${option.membershipType}: ${formatRupees(option.total)} (fee ${formatRupees(option.membershipFee)} + GST ${formatRupees(option.gst)})`;

/**
 * Online membership registration (docs/rules/public-site.md §2, 4, 5): nationality, membership type with its fee, the
 * applicant's details and the directory consent. Checks what it can before sending; the server
 * checks everything again and its message is shown when it refuses.
 */
export default function RegistrationForm({ options }: Props) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY_REGISTRATION);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const fieldRefs = useRef(new Map<RegistrationFormField, HTMLElement>());
  const messageRef = useRef<HTMLParagraphElement>(null);

  const id = useId();
  const fieldId = (field: RegistrationFormField) => `${id}-${field}`;
  const errorId = `${id}-error`;

  const choices = choicesFor(options, values.nationality);
  const selected = findMembershipOption(options, values.nationality, values.membershipType);

  // After a successful registration: the toast closes after 5 s, the visitor goes home after 3 s.
  useEffect(() => {
    if (!registered) return undefined;
    const closeToast = window.setTimeout(() => setToast(null), TOAST_MS);
    const goHome = window.setTimeout(() => window.location.assign("/"), REDIRECT_MS);
    return () => {
      window.clearTimeout(closeToast);
      window.clearTimeout(goHome);
    };
  }, [registered]);

  // A new problem takes the focus to its first field, or to the message when it names none (the
  // submit button was disabled while busy, so the focus would otherwise be lost).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0 || !problem) return;
    const first = problem.fields[0];
    const target = first === undefined ? undefined : fieldRefs.current.get(first);
    (target ?? messageRef.current)?.focus();
  }, [focusRequest, problem]);

  const show = (next: FormProblem) => {
    setProblem(next);
    setFocusRequest((count) => count + 1);
  };

  const update = <K extends keyof RegistrationFormValues>(field: K, value: RegistrationFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // docs/rules/public-site.md §5: error text clears when input changes.
    setProblem(null);
  };

  const onNationality = (event: ChangeEvent<HTMLInputElement>) => {
    const nationality = event.target.value;
    // docs/rules/public-site.md §4: choosing a nationality resets the membership type.
    setValues((previous) => ({ ...previous, nationality, membershipType: "" }));
    setProblem(null);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || registered) return;
    const invalid = validateRegistration(values, options);
    const option = findMembershipOption(options, values.nationality, values.membershipType);
    if (invalid || !option) {
      show(invalid ?? { message: REGISTRATION_MESSAGES.invalidType, fields: ["membershipType"] });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const response = await fetch(REGISTER_URL, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(registrationBody(values, option)),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 201) {
        setRegistered(true);
        setToast(registeredToast(referenceIn(body)));
        return;
      }
      show(readServerProblem(body) ?? { message: REGISTRATION_MESSAGES.failed, fields: [] });
    } catch {
      show({ message: REGISTRATION_MESSAGES.failed, fields: [] });
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: RegistrationFormField) => problem?.fields.includes(field) === true;
  const errorProps = (field: RegistrationFormField) =>
    invalid(field) ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  const register = (field: RegistrationFormField) => (element: HTMLElement | null) => {
    if (element) fieldRefs.current.set(field, element);
    else fieldRefs.current.delete(field);
  };
  // Fields stay editable while the request runs (only the button waits); all lock once registered.
  const locked = !hydrated || registered;

  return (
    <>
      <form
        className="island-form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => void onSubmit(event)}
        aria-describedby={`${id}-intro`}
      >
        <p id={`${id}-intro`} className="muted">
          All fields are required except those marked optional.
        </p>

        <fieldset className="island-radios">
          <legend>Nationality</legend>
          {NATIONALITIES.map((nationality, index) => (
            <label key={nationality} className="island-radio">
              <input
                ref={index === 0 ? register("nationality") : undefined}
                type="radio"
                name={`${id}-nationality`}
                value={nationality}
                checked={values.nationality === nationality}
                onChange={onNationality}
                disabled={locked}
              />
              {nationality}
            </label>
          ))}
        </fieldset>

        <Field id={fieldId("membershipType")} label="Membership type">
          <select
            id={fieldId("membershipType")}
            ref={register("membershipType")}
            value={values.membershipType}
            onChange={(event) => update("membershipType", event.target.value)}
            disabled={locked}
            required
            {...errorProps("membershipType")}
          >
            <option value="">Select a membership type</option>
            {choices.map((option) => (
              <option key={option.membershipType} value={option.membershipType}>
                {optionLabel(option)}
              </option>
            ))}
          </select>
        </Field>
        {choices.length === 0 && (
          <p className="notice notice-info">
            There are no membership types for {values.nationality} applicants at the moment. Please choose another
            nationality or contact the Secretary.
          </p>
        )}
        {selected && (
          <dl className="island-fee">
            <div>
              <dt>Membership fee</dt>
              <dd>{formatRupees(selected.membershipFee)}</dd>
            </div>
            <div>
              <dt>GST</dt>
              <dd>{formatRupees(selected.gst)}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{formatRupees(selected.total)}</dd>
            </div>
          </dl>
        )}

        {TEXT_INPUTS.map(({ field, label, type, autoComplete, multiline }) => (
          <Fragment key={field}>
            <Field id={fieldId(field)} label={label}>
              {multiline ? (
                <textarea
                  id={fieldId(field)}
                  ref={register(field)}
                  rows={3}
                  value={values[field]}
                  onChange={(event) => update(field, event.target.value)}
                  autoComplete={autoComplete}
                  disabled={locked}
                  required
                  {...errorProps(field)}
                />
              ) : (
                <input
                  id={fieldId(field)}
                  ref={register(field)}
                  type={type}
                  value={values[field]}
                  onChange={(event) => update(field, event.target.value)}
                  autoComplete={autoComplete}
                  disabled={locked}
                  required
                  {...(type === "email" ? { spellCheck: false, autoCapitalize: "off" } : {})}
                  {...errorProps(field)}
                />
              )}
            </Field>
            {/* After the address: the state it lies in, asked of Indian applicants only. */}
            {field === "address" && takesState(values.nationality) && (
              <Field id={fieldId("state")} label="State or union territory (optional)">
                <select
                  id={fieldId("state")}
                  ref={register("state")}
                  value={values.state}
                  onChange={(event) => update("state", event.target.value)}
                  autoComplete="address-level1"
                  disabled={locked}
                  aria-describedby={invalid("state") ? `${errorId} ${id}-state-hint` : `${id}-state-hint`}
                  {...(invalid("state") ? { "aria-invalid": true as const } : {})}
                >
                  <option value="">Select a state or union territory</option>
                  {INDIAN_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </select>
                <p id={`${id}-state-hint`} className="muted island-hint">
                  Shown on your receipts as the place of supply, for the GST on your fee.
                </p>
              </Field>
            )}
            {field === "address" && takesState(values.nationality) && (
              <Field id={fieldId("gstin")} label="GSTIN (optional, for institutions)">
                <input
                  id={fieldId("gstin")}
                  ref={register("gstin")}
                  type="text"
                  value={values.gstin}
                  onChange={(event) => update("gstin", event.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={20}
                  disabled={locked}
                  aria-describedby={invalid("gstin") ? `${errorId} ${id}-gstin-hint` : `${id}-gstin-hint`}
                  {...(invalid("gstin") ? { "aria-invalid": true as const } : {})}
                />
                <p id={`${id}-gstin-hint`} className="muted island-hint">
                  An institution registered for GST: its 15-character GSTIN, printed on its tax invoices.
                </p>
              </Field>
            )}
          </Fragment>
        ))}

        <div className="island-check">
          <input
            id={`${id}-consent`}
            type="checkbox"
            checked={values.showContactInDirectory}
            onChange={(event) => update("showContactInDirectory", event.target.checked)}
            disabled={locked}
          />
          <label htmlFor={`${id}-consent`}>
            List my e-mail, phone number and address publicly in the members directory (optional). Without this, the
            directory shows only your name, designation, area of specialization, membership type and nationality.
          </label>
        </div>

        <div id={errorId} role="alert" className="island-message">
          {problem && (
            <p ref={messageRef} className="notice notice-error" tabIndex={-1}>
              {problem.message}
            </p>
          )}
        </div>

        <button type="submit" className="button" disabled={locked || busy}>
          {busy ? "Submitting…" : "Register"}
        </button>
      </form>

      <div className="island-toast-region" role="status">
        {toast && (
          <div className="island-toast">
            <p>{toast}</p>
            <button
              type="button"
              className="island-toast-close"
              aria-label="Close notification"
              onClick={() => setToast(null)}
            >
              ×
            </button>
          </div>
        )}
      </div>
    </>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="island-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
