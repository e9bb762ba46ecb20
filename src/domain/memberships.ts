import * as z from "zod";
import { moneyField, nationalityField, requiredText, storedMeta } from "./fields";
import { MEMBERSHIP_TERMS } from "./membership-terms";
import { percentOf, toPaise as paise, toRupees as rupees } from "./money";
import { unusualRateWarning } from "./tax-settings";
import { NATIONALITIES } from "./nationalities";

export { findMembershipOption, membershipTypeKey } from "./membership-options";

/** GST on membership fees (docs/rules/public-site.md §9: 18 percent in the rate table). */
export const GST_RATE_PERCENT = 18;

/**
 * Fee, GST and total in rupees, rounded to the paisa. GST and total are stored as given when the
 * admin types them (the rate table may carry a rounded or negotiated figure); a missing GST is
 * 18% of the fee and a missing total is fee + GST.
 */
export function membershipAmounts(fee: number, gst?: number, total?: number) {
  const feePaise = paise(fee);
  const gstPaise = gst === undefined ? Math.round((feePaise * GST_RATE_PERCENT) / 100) : paise(gst);
  const totalPaise = total === undefined ? feePaise + gstPaise : paise(total);
  return { membershipFee: rupees(feePaise), gst: rupees(gstPaise), total: rupees(totalPaise) };
}

/** An amount that may be left out: blank text and null count as not given. */
const optionalMoney = (label: string) =>
  z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    moneyField(label).optional(),
  );

export const TERM_MESSAGE = "Term must be Annual or Life.";

/**
 * Optional (docs/rules/members-and-money.md §2): blank or null is none given, and the option's term then follows its
 * type's name (member-standing.ts termOf).
 */
const termField = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z.enum(MEMBERSHIP_TERMS, { error: TERM_MESSAGE }).optional(),
);

/** What the admin form and the API accept for a membership option. */
export const membershipInput = z
  .object({
    membershipInfo: requiredText("Membership info").pipe(
      z.string().max(2000, { error: "Membership info is too long (2,000 characters at most)." }),
    ),
    nationality: nationalityField,
    membershipType: requiredText("Membership type").pipe(
      z.string().max(200, { error: "Membership type is too long (200 characters at most)." }),
    ),
    membershipFee: moneyField("Membership fee"),
    gst: optionalMoney("GST"),
    total: optionalMoney("Total"),
    term: termField,
  })
  // No term: the record has no `term` at all, as options stored before it existed.
  .transform(({ membershipFee, gst, total, term, ...rest }) => ({
    ...rest,
    ...membershipAmounts(membershipFee, gst, total),
    ...(term === undefined ? {} : { term }),
  }));
export type MembershipInput = z.input<typeof membershipInput>;

export const membershipRecord = storedMeta.extend({
  membershipInfo: z.string(),
  nationality: z.enum(NATIONALITIES),
  membershipType: z.string(),
  membershipFee: z.number(),
  gst: z.number(),
  total: z.number(),
  /** Annual or Life; an option without one has the term its type's name implies. */
  term: z.enum(MEMBERSHIP_TERMS).optional(),
});
export type MembershipRecord = z.infer<typeof membershipRecord>;

/**
 * The warning for an option whose GST is not one of the rates in force (the settings' list): it
 * names the rate the GST works out to. The option is saved all the same (a rounded or negotiated
 * figure may be meant); undefined when the rate is one of them.
 */
export const optionRateWarning = (
  option: { membershipFee: number; gst: number },
  rates: readonly number[],
): string | undefined => unusualRateWarning(percentOf(option.gst, option.membershipFee), option.membershipFee, rates);

export const DUPLICATE_MEMBERSHIP_TYPE = "This membership type already exists for this nationality.";
