import { INDIAN_STATES } from "../../../../domain/indian-states";
import { SETTINGS_LABELS as LABELS } from "../../../../domain/settings";
import { SelectField, TextArea, TextField, type BoundField } from "../../ui/fields";
import type { SettingsValues } from "./values";

/** The seven settings, each with what it is used for. */
export function SettingsFields({ bind }: { bind: (name: keyof SettingsValues) => BoundField }) {
  return (
    <>
      <TextField
        label={LABELS.legalName}
        required
        autoComplete="organization"
        maxLength={200}
        hint="The society's registered name, printed on receipts and certificates."
        {...bind("legalName")}
      />
      <TextArea
        label={LABELS.address}
        required
        rows={3}
        maxLength={500}
        hint="Printed on receipts."
        {...bind("address")}
      />
      <SelectField
        label={LABELS.state}
        required
        options={INDIAN_STATES}
        hint="Receipts charge CGST and SGST to members in this state, and IGST to everyone else."
        {...bind("state")}
      />
      <TextField
        label={LABELS.gstin}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Optional. 15 characters, such as 09ABCDE1234F1ZY. Leave it empty while the society has no GST registration: receipts then show no tax registration details."
        {...bind("gstin")}
      />
      <TextField
        label={LABELS.sac}
        inputMode="numeric"
        autoComplete="off"
        hint="Optional. The 6-digit services accounting code the society's accountant gives for membership fees."
        {...bind("sac")}
      />
      <TextField
        label={LABELS.officeEmail}
        type="email"
        required
        autoComplete="email"
        hint="Receives a notice of every new membership application."
        {...bind("officeEmail")}
      />
      <TextField
        label={LABELS.memberNumberPrefix}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={10}
        hint="2 to 10 capital letters: SAEETD gives member numbers such as SAEETD-00042."
        {...bind("memberNumberPrefix")}
      />
    </>
  );
}
