import { useEffect, useMemo, useState } from "react";
import * as z from "zod";
import { formatRupees, parseRupees } from "../../../../domain/format";
import { termOf, termOfType } from "../../../../domain/member-standing";
import { MEMBERSHIP_TERMS } from "../../../../domain/membership-terms";
import {
  GST_RATE_PERCENT,
  membershipAmounts,
  membershipInput,
  membershipRecord,
  optionRateWarning,
  type MembershipInput,
  type MembershipRecord,
} from "../../../../domain/memberships";
import { NATIONALITIES, type Nationality } from "../../../../domain/nationalities";
import { societySettings } from "../../../../domain/settings";
import { DEFAULT_GST_RATES } from "../../../../domain/tax-settings";
import { api } from "../../ui/api";
import { SelectField, TextArea, TextField } from "../../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../../ui/ResourceTab";

/**
 * The membership types (the fee table). GST and total may be left empty: the API then works them
 * out (18% of the fee, fee + GST), and the form shows those figures as hints. So may the term: the
 * type's name then decides it (docs/rules/members-and-money.md §2), and the hint says which it will be.
 */

interface MembershipValues {
  membershipInfo: string;
  nationality: string;
  membershipType: string;
  membershipFee: string;
  gst: string;
  total: string;
  term: string;
}

const nationalityOrder = (nationality: Nationality) => NATIONALITIES.indexOf(nationality);

const byNationalityThenFee = (rows: MembershipRecord[]) =>
  [...rows].sort(
    (a, b) =>
      nationalityOrder(a.nationality) - nationalityOrder(b.nationality) ||
      a.membershipFee - b.membershipFee ||
      a.createdAt.localeCompare(b.createdAt),
  );

/** What an unchosen term will be, from the type's name as typed so far. */
const termHint = (membershipType: string) =>
  `Annual memberships are renewed each year; Life memberships do not lapse. Not chosen: ${termOfType(membershipType)}, from the type's name.`;

/** A typed amount the hints can work with; none while it is empty or not one number. */
function usableAmount(text: string): number | undefined {
  const amount = parseRupees(text);
  return amount !== undefined && Number.isFinite(amount) ? amount : undefined;
}

/**
 * The hints under GST and total: what an empty field will be saved as, and a warning when the GST
 * typed works out to a rate that is not in force (the settings' list; the server says it again).
 */
function amountHints(values: MembershipValues, rates: readonly number[]) {
  const fee = usableAmount(values.membershipFee);
  if (fee === undefined) {
    return {
      gst: `Optional: leave empty to use ${GST_RATE_PERCENT}% of the fee.`,
      total: "Optional: leave empty to use fee + GST.",
    };
  }
  const computed = membershipAmounts(fee, usableAmount(values.gst));
  const warning = optionRateWarning({ membershipFee: computed.membershipFee, gst: computed.gst }, rates);
  return {
    gst: `Optional: leave empty to use ${GST_RATE_PERCENT}% of the fee (${formatRupees(membershipAmounts(fee).gst)}).${warning ? ` ${warning}` : ""}`,
    total: `Optional: leave empty to use fee + GST (${formatRupees(computed.total)}).`,
  };
}

/** A save's message, with the server's warning about the GST rate when it gave one. */
const withWarning = (message: string) => (answer: unknown) => {
  const warning = savedWarning.safeParse(answer);
  return warning.success && warning.data.warning ? `${message} ${warning.data.warning}` : message;
};
const savedWarning = z.object({ warning: z.string().optional() });

/** The GST rates in force, from the settings any administrator may read; the usual ones until they load. */
function useGstRates(): readonly number[] {
  const [rates, setRates] = useState<readonly number[]>(DEFAULT_GST_RATES);
  useEffect(() => {
    let current = true;
    api
      .get("/api/settings", societySettings)
      .then((settings) => {
        if (current) setRates(settings.gstRates);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return rates;
}

const configWith = (
  rates: readonly number[],
): ResourceTabConfig<MembershipRecord, MembershipValues, typeof membershipInput> => ({
  tab: "membership-types",
  heading: "Membership Types",
  noun: "membership type",
  addLabel: "Add Membership Type",
  addTitle: "Add membership type",
  editTitle: "Edit membership type",
  tableLabel: "Membership types",
  emptyText: "No membership types yet. Use “Add Membership Type” to add the first fee.",
  messages: {
    created: withWarning("Membership added successfully!"),
    updated: withWarning("Membership updated successfully!"),
    deleted: "Membership deleted successfully!",
    saveFailed: "Failed to save membership details.",
    loadFailed: "Failed to load memberships.",
    deleteFailed: "Failed to delete membership.",
  },
  endpoints: {
    list: "/api/memberships/get",
    create: "/api/memberships/create",
    item: (id) => `/api/memberships/${encodeURIComponent(id)}`,
  },
  record: membershipRecord,
  sort: byNationalityThenFee,
  schema: membershipInput,
  blank: { membershipInfo: "", nationality: "", membershipType: "", membershipFee: "", gst: "", total: "", term: "" },
  fromRecord: (option) => ({
    membershipInfo: option.membershipInfo,
    nationality: option.nationality,
    membershipType: option.membershipType,
    membershipFee: String(option.membershipFee),
    gst: String(option.gst),
    total: String(option.total),
    term: option.term ?? "",
  }),
  // Amounts go as typed: the schema strips the currency sign and grouping, blanks are computed.
  // The choice may still be empty here: the schema then reports it next to the field.
  toInput: (values) => ({ ...values, nationality: values.nationality as MembershipInput["nationality"] }),
  rowTitle: (option) => `${option.nationality} ${option.membershipType}`,
  intro: (
    <p className="muted">
      Membership types and fees: the registration form offers them, and the public rate table shows the Indian ones.
    </p>
  ),
  columns: [
    { header: "Nationality", text: (option) => option.nationality },
    { header: "Type", text: (option) => option.membershipType },
    { header: "Term", text: (option) => termOf(option) },
    { header: "Information", text: (option) => option.membershipInfo, clamp: true },
    { header: "Fee", text: (option) => formatRupees(option.membershipFee), numeric: true },
    { header: "GST", text: (option) => formatRupees(option.gst), numeric: true },
    { header: "Total", text: (option) => formatRupees(option.total), numeric: true },
  ],
  renderForm: (form) => {
    const hints = amountHints(form.values, rates);
    return (
      <>
        <SelectField label="Nationality" required options={NATIONALITIES} {...form.bind("nationality")} />
        <TextField
          label="Membership type"
          required
          autoComplete="off"
          maxLength={200}
          hint="For example Annual, Life or Institutional."
          {...form.bind("membershipType")}
        />
        <SelectField
          label="Term"
          options={MEMBERSHIP_TERMS}
          placeholder="Not chosen"
          hint={termHint(form.values.membershipType)}
          {...form.bind("term")}
        />
        <TextArea label="Membership info" rows={3} required maxLength={2000} {...form.bind("membershipInfo")} />
        <TextField
          label="Membership fee"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="In rupees; “₹1,000” and “1000” are both fine."
          {...form.bind("membershipFee")}
        />
        <TextField label="GST" inputMode="decimal" autoComplete="off" hint={hints.gst} {...form.bind("gst")} />
        <TextField label="Total" inputMode="decimal" autoComplete="off" hint={hints.total} {...form.bind("total")} />
      </>
    );
  },
});

export function MembershipTypes() {
  const rates = useGstRates();
  const config = useMemo(() => configWith(rates), [rates]);
  return <ResourceTab config={config} />;
}
