import * as z from "zod";
import { amountToPay } from "../../../../domain/amount-to-pay";
import { indiaToday } from "../../../../domain/india-date";
import { STANDINGS, standingOf, termOf, type Standing } from "../../../../domain/member-standing";
import {
  adminRegistrationView,
  moneyOf,
  paymentsOf,
  type AdminRegistration,
} from "../../../../domain/membership-registrations";
import type { PaymentPurpose } from "../../../../domain/payment-rules";
import { currentRenewal, renewalMoneyView, type RenewalMoney } from "../../../../domain/renewals";
import type { PaymentBook } from "../../ui/payments/payment-book";

/**
 * One application or member as the desk shows it: the admin view with its standing and money
 * (docs/rules/members-and-money.md). The API gives `standing`, the application's `amountDue`,
 * `received`, `balance` and `credit`, and the current `renewal`; an answer without them (a server from before they existed) still shows, with the same figures worked out
 * here by the domain's own rules (standingOf, moneyOf).
 */
export const deskRecord = adminRegistrationView
  .extend({
    standing: z.enum(STANDINGS).optional(),
    amountDue: z.number().optional(),
    received: z.number().optional(),
    balance: z.number().optional(),
    credit: z.number().optional(),
    renewal: renewalMoneyView.nullable().optional(),
  })
  .transform((record) => {
    const money = moneyOf(record);
    return {
      ...record,
      standing: record.standing ?? standingOf(record, indiaToday()),
      amountDue: record.amountDue ?? money.amountDue,
      received: record.received ?? money.received,
      balance: record.balance ?? money.balance,
      credit: record.credit ?? money.credit,
      renewal: record.renewal === undefined ? currentRenewal(record) : record.renewal,
    };
  });

export type DeskRecord = AdminRegistration & {
  standing: Standing;
  amountDue: number;
  received: number;
  balance: number;
  credit: number;
  renewal: RenewalMoney | null;
};

export const isPending = (record: Pick<DeskRecord, "status">) => record.status === "pending";

/** "Indian Life Membership". */
export const typeOf = (record: Pick<DeskRecord, "nationality" | "membershipType">) =>
  `${record.nationality} ${record.membershipType}`;

/** The membership number once accepted, else the application reference (none on old records). */
export const numberOrReference = (record: Pick<DeskRecord, "memberNumber" | "reference">) =>
  record.memberNumber ?? record.reference ?? "";

/**
 * What the office most likely records next: the balance left on the application's dues or on
 * the open renewal (as the member is asked, amount-to-pay.ts), else for an accepted annual member
 * a renewal (its amount known once its period opens).
 */
export function suggestedPayment(record: DeskRecord): { amount: number | null; purpose: PaymentPurpose } {
  const asked = amountToPay(record);
  if (asked) return asked;
  if (record.status === "accepted" && termOf(record) === "Annual") {
    const open = record.renewal?.renewedOn === null ? record.renewal : null;
    return { amount: open?.amountDue ?? null, purpose: "renewal" };
  }
  return { amount: null, purpose: "application" };
}

/** The record's payments as the office's payment parts take them (ui/payments). */
export function membershipBook(record: DeskRecord): PaymentBook {
  const path = `/api/membership-registrations/${encodeURIComponent(record._id)}/payments`;
  return {
    id: record._id,
    name: record.name,
    updatedAt: record.updatedAt,
    payments: paymentsOf(record),
    recordPath: path,
    decisionPath: (paymentId) => `${path}/${encodeURIComponent(paymentId)}`,
    purposes: true,
    suggested: suggestedPayment(record),
    reporter: "the member",
    goneText: "This application or member no longer exists; it may have been removed elsewhere.",
  };
}
