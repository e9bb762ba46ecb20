import { z } from "zod";
import { amountToPay } from "../../../../domain/amount-to-pay";
import { indiaToday } from "../../../../domain/india-date";
import { STANDINGS, standingOf, termOf, type Standing } from "../../../../domain/member-standing";
import { adminRegistrationView, moneyOf, type AdminRegistration } from "../../../../domain/membership-registrations";
import type { PaymentPurpose } from "../../../../domain/payment-rules";

/**
 * One application or member as the desk shows it: the admin view with its standing and money
 * (MEMBERS.md 3, 5). The API gives `standing`, `amountDue`, `received` and `balance`; an answer
 * without them (a server from before they existed) still shows, with the same figures worked out
 * here by the domain's own rules (standingOf, moneyOf).
 */
export const deskRecord = adminRegistrationView
  .extend({
    standing: z.enum(STANDINGS).optional(),
    amountDue: z.number().optional(),
    received: z.number().optional(),
    balance: z.number().optional(),
  })
  .transform((record) => {
    const money = moneyOf(record);
    return {
      ...record,
      standing: record.standing ?? standingOf(record, indiaToday()),
      amountDue: record.amountDue ?? money.amountDue,
      received: record.received ?? money.received,
      balance: record.balance ?? money.balance,
    };
  });

export type DeskRecord = AdminRegistration & {
  standing: Standing;
  amountDue: number;
  received: number;
  balance: number;
};

export const isPending = (record: Pick<DeskRecord, "status">) => record.status === "pending";

/** "Indian Life Membership". */
export const typeOf = (record: Pick<DeskRecord, "nationality" | "membershipType">) =>
  `${record.nationality} ${record.membershipType}`;

/** The membership number once accepted, else the application reference (none on old records). */
export const numberOrReference = (record: Pick<DeskRecord, "memberNumber" | "reference">) =>
  record.memberNumber ?? record.reference ?? "";

/**
 * What the office most likely records next: the balance left on the fee (as the member is asked,
 * amount-to-pay.ts), else for an accepted annual member a renewal of the annual amount.
 */
export function suggestedPayment(record: DeskRecord): { amount: number | null; purpose: PaymentPurpose } {
  const asked = amountToPay({ status: record.standing, balance: record.balance, amountDue: record.amountDue });
  if (asked) return asked;
  if (record.status === "accepted" && termOf(record) === "Annual") {
    return { amount: record.amountDue, purpose: "renewal" };
  }
  return { amount: null, purpose: "application" };
}
