import { INDIAN_STATES } from "../../../../domain/indian-states";
import { SETTINGS_LABELS as LABELS } from "../../../../domain/settings";
import { EXPORT_SUPPLIES, EXPORT_SUPPLY_LABELS } from "../../../../domain/tax-settings";
import { SelectField, TextArea, TextField, type BoundField } from "../../ui/fields";
import type { SettingsValues } from "./values";

const EXPORT_SUPPLY_OPTIONS = EXPORT_SUPPLIES.map((value) => ({ value, label: EXPORT_SUPPLY_LABELS[value] }));

/** The settings, each with what it is used for. */
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
        hint="Optional. 15 characters, such as 09ABCDE1234F1ZY. With it, payments get a Tax Invoice; leave it empty while the society has no GST registration: they then get a Receipt without tax details."
        {...bind("gstin")}
      />
      <TextField
        label={LABELS.gstRates}
        required
        autoComplete="off"
        inputMode="decimal"
        hint="Percentages separated by commas, such as 5, 18. Saving a membership option whose GST works out to another rate shows a warning."
        {...bind("gstRates")}
      />
      <SelectField
        label={LABELS.exportSupply}
        required
        options={EXPORT_SUPPLY_OPTIONS}
        hint="SAARC and foreign members: charge IGST, or supply zero-rated under a letter of undertaking (LUT) without tax."
        {...bind("exportSupply")}
      />
      <TextField
        label={LABELS.lutReference}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        hint="Needed for supply under LUT: the LUT's ARN, printed on the tax invoices of members outside India."
        {...bind("lutReference")}
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
