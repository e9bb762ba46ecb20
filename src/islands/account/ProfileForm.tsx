import { useId, useState, type SubmitEvent } from "react";
import { INDIAN_STATES } from "../../domain/indian-states";
import type { MemberAccount, MemberProfileInput } from "../../domain/member-account";
import { toSignIn, updateProfile } from "./account-api";
import { Field, FormOutcome, useFormState } from "./ui";

export const PROFILE_SAVED = "Your details have been saved.";

/** The form's values: what PUT /api/member/me takes, with the state as the select holds it. */
type ProfileValues = Record<
  "contact" | "designation" | "address" | "areaOfSpecialization" | "state" | "gstin",
  string
> & {
  showContactInDirectory: boolean;
} & MemberProfileInput;

const profileOf = (member: MemberAccount): ProfileValues => ({
  contact: member.contact,
  designation: member.designation,
  address: member.address,
  state: member.state ?? "",
  gstin: member.gstin ?? "",
  areaOfSpecialization: member.areaOfSpecialization,
  showContactInDirectory: member.showContactInDirectory,
});

interface TextInput {
  name: "contact" | "designation" | "areaOfSpecialization";
  label: string;
  type: "tel" | "text";
  autoComplete: string;
}
/** The one-line fields, in the registration form's order around the address and state. */
const ABOVE_ADDRESS: TextInput[] = [
  { name: "contact", label: "Contact number", type: "tel", autoComplete: "tel" },
  { name: "designation", label: "Designation", type: "text", autoComplete: "organization-title" },
];
const BELOW_STATE: TextInput[] = [
  { name: "areaOfSpecialization", label: "Area of specialization", type: "text", autoComplete: "off" },
];

/**
 * The details a member keeps up to date (docs/rules/members-and-money.md §7) and the directory consent. Name, e-mail,
 * nationality and type are shown above it (ProfileFacts), not edited: the office changes them.
 */
export default function ProfileForm({ member, onSaved }: { member: MemberAccount; onSaved: () => void }) {
  const [values, setValues] = useState<ProfileValues>(() => profileOf(member));
  const id = useId();
  const errorId = `${id}-error`;
  const form = useFormState(errorId);
  const fieldId = (name: keyof ProfileValues) => `${id}-${name}`;
  const indian = member.nationality === "Indian";

  const update = <K extends keyof ProfileValues>(name: K, value: ProfileValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    form.edited();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    form.setBusy(true);
    const answer = await updateProfile({ ...values, state: indian ? values.state : "" });
    form.setBusy(false);
    if (answer.ok) {
      form.succeed(
        member.status === "Pending"
          ? PROFILE_SAVED
          : `${PROFILE_SAVED} The members directory shows the change after the site's next update.`,
      );
      onSaved();
      return;
    }
    if (answer.status === 401) {
      toSignIn();
      return;
    }
    form.fail({ message: answer.message, issues: answer.issues });
  };

  const textInput = ({ name, label, type, autoComplete }: TextInput) => (
    <Field key={name} id={fieldId(name)} label={label}>
      <input
        id={fieldId(name)}
        type={type}
        value={values[name]}
        onChange={(event) => update(name, event.target.value)}
        autoComplete={autoComplete}
        required
        {...form.field(name)}
      />
    </Field>
  );

  return (
    <form className="island-form" noValidate aria-busy={form.busy} onSubmit={(event) => void onSubmit(event)}>
      {ABOVE_ADDRESS.map(textInput)}
      <Field id={fieldId("address")} label="Address">
        <textarea
          id={fieldId("address")}
          rows={3}
          value={values.address}
          onChange={(event) => update("address", event.target.value)}
          autoComplete="street-address"
          required
          {...form.field("address")}
        />
      </Field>
      {indian && (
        <Field id={fieldId("state")} label="State or union territory">
          <select
            id={fieldId("state")}
            value={values.state}
            onChange={(event) => update("state", event.target.value)}
            autoComplete="address-level1"
            {...form.field("state")}
          >
            <option value="">Select your state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </Field>
      )}
      {BELOW_STATE.map(textInput)}
      <Field
        id={fieldId("gstin")}
        label="GSTIN (optional)"
        hint="An institution registered for GST: its 15-character GSTIN, printed on its tax invoices. Leave empty otherwise."
      >
        <input
          id={fieldId("gstin")}
          type="text"
          value={values.gstin}
          onChange={(event) => update("gstin", event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          {...form.field("gstin", `${fieldId("gstin")}-hint`)}
        />
      </Field>
      <div className="island-check">
        <input
          id={fieldId("showContactInDirectory")}
          type="checkbox"
          checked={values.showContactInDirectory}
          onChange={(event) => update("showContactInDirectory", event.target.checked)}
          {...form.field("showContactInDirectory")}
        />
        <label htmlFor={fieldId("showContactInDirectory")}>
          List my e-mail, phone number and address publicly in the members directory. Without this, the directory shows
          only your name, designation, area of specialization, membership type and nationality.
        </label>
      </div>
      <FormOutcome id={errorId} problem={form.problem} success={form.success} messageRef={form.messageRef} />
      <button type="submit" className="button" disabled={form.busy}>
        {form.busy ? "Saving…" : "Save details"}
      </button>
    </form>
  );
}
