import * as z from "zod";
import { addDays, dayAfter } from "./india-date";
import { termOf } from "./member-standing";
import { findMembershipOption } from "./membership-options";
import { validUntilAfterRenewal } from "./membership-validity";
import type { MembershipTerm } from "./membership-terms";
import { compareRupees, subtractRupees, sumRupees } from "./money";
import type { PaymentRecord } from "./payments";

/**
 * Renewals of annual memberships (docs/rules/members-and-money.md, "Renewals"). Each year of
 * membership bought is a period with its own dues, frozen from the membership option in force
 * on the day the period opens: 30 days before `validUntil` (the day of the first reminder), or
 * the day of an earlier renewal payment. Renewal payments count towards their period alone; the
 * membership is extended once, when the received payments reach the period's dues. Pure: the
 * caller gives India's date and the membership options.
 */

/** The first reminder goes out 30 days before `validUntil`; the period opens with it. */
export const RENEWAL_OPENS_DAYS_BEFORE = 30;

export const RENEWAL_MESSAGES = {
  notRenewable: "Only an accepted annual membership is renewed. For any other payment, choose application.",
  noDues:
    "This renewal has no amount yet: its membership option no longer exists. Set the renewal's fee and GST on the record first.",
  noOpenRenewal: "There is no renewal to set an amount for: the membership is not annual or not accepted.",
} as const;

const dues = z.object({ fee: z.number(), gst: z.number(), total: z.number() });
export type RenewalDues = z.infer<typeof dues>;

export const renewalPeriodRecord = z.object({
  /** 1, 2, 3, … on the record: what a renewal payment names (`PaymentRecord.renewal`). */
  number: z.number().int().min(1),
  /** The membership year it buys, by the year of its first day: "2027-28". */
  period: z.string(),
  /** India's day the period opened: its dues are the option's of that day. */
  opensOn: z.string(),
  /** The option's fee, GST and total on `opensOn`, or what the office set; none: the office must set them. */
  dues: dues.optional(),
  duesSetBy: z.enum(["option", "office"]).optional(),
  /** Set once the received payments reach the dues: the day, and the `validUntil` it gave. */
  renewedOn: z.string().optional(),
  validUntil: z.string().optional(),
});
export type RenewalPeriod = z.infer<typeof renewalPeriodRecord>;

/** What renewals need of a registration record (kept structural: no import of the record's module). */
export interface RenewableRecord {
  status: "pending" | "accepted";
  membershipType: string;
  nationality: string;
  term?: MembershipTerm | undefined;
  validUntil?: string | undefined;
  payments?: PaymentRecord[] | undefined;
  renewals?: RenewalPeriod[] | undefined;
}

/** A membership option's price, as stored (memberships.ts). */
export interface OptionPrice {
  nationality: string;
  membershipType: string;
  membershipFee: number;
  gst: number;
  total: number;
}

/** A renewal period's money as the member, the office and the CSV see it. */
export const renewalMoneyView = z.object({
  number: z.number(),
  period: z.string(),
  opensOn: z.string(),
  /** Null while the office has still to set the amount. */
  amountDue: z.number().nullable(),
  feeDue: z.number().nullable(),
  gstDue: z.number().nullable(),
  received: z.number(),
  /** What is left to pay, never below 0. */
  balance: z.number(),
  /** Paid beyond the dues: shown, never a second year. */
  credit: z.number(),
  renewedOn: z.string().nullable(),
  /** The validity this period gave, once renewed. */
  validUntil: z.string().nullable(),
});
export type RenewalMoney = z.infer<typeof renewalMoneyView>;

/** Accepted and annual: the only memberships that are renewed. */
export const isRenewable = (record: Pick<RenewableRecord, "status" | "membershipType" | "term">): boolean =>
  record.status === "accepted" && termOf(record) === "Annual";

export const renewalsOf = (record: Pick<RenewableRecord, "renewals">): RenewalPeriod[] => record.renewals ?? [];

/** The period being paid for: the last one, while it is not renewed. */
export function openRenewal(record: Pick<RenewableRecord, "renewals">): RenewalPeriod | undefined {
  const last = renewalsOf(record).at(-1);
  return last && last.renewedOn === undefined ? last : undefined;
}

/** "2027-28" for a year of membership starting in 2027. */
export function membershipYearLabel(start: string): string {
  const year = Number(start.slice(0, 4));
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** The day the next period opens by itself (30 days before `validUntil`); undefined when none will. */
export function renewalOpeningDay(record: RenewableRecord): string | undefined {
  if (!isRenewable(record) || record.validUntil === undefined || openRenewal(record)) return undefined;
  return addDays(record.validUntil, -RENEWAL_OPENS_DAYS_BEFORE);
}

/** The option in force for the member's nationality and type; undefined when it no longer exists. */
export function optionDues(
  record: Pick<RenewableRecord, "nationality" | "membershipType">,
  options: readonly OptionPrice[],
): RenewalDues | undefined {
  const option = findMembershipOption(options, record.nationality, record.membershipType);
  return option && { fee: option.membershipFee, gst: option.gst, total: option.total };
}

/**
 * The record with its next period opened on `today`, priced from `options`; the record itself when
 * a period is open already or the membership is not renewed. A lapsed member's new year starts on
 * the day they pay, so its label is taken from the later of the two days.
 */
export function withRenewalOpened<T extends RenewableRecord>(
  record: T,
  today: string,
  options: readonly OptionPrice[],
): T {
  if (!isRenewable(record) || openRenewal(record)) return record;
  const periods = renewalsOf(record);
  const nextStart = record.validUntil === undefined ? today : dayAfter(record.validUntil);
  const price = optionDues(record, options);
  const period: RenewalPeriod = {
    number: periods.length + 1,
    period: membershipYearLabel(nextStart > today ? nextStart : today),
    opensOn: today,
    ...(price && { dues: price, duesSetBy: "option" as const }),
  };
  return { ...record, renewals: [...periods, period] };
}

/** Opens the period when its day has come (the daily job); the record itself otherwise. */
export function withDueRenewalOpened<T extends RenewableRecord>(
  record: T,
  today: string,
  options: readonly OptionPrice[],
): T {
  const opensOn = renewalOpeningDay(record);
  return opensOn !== undefined && opensOn <= today ? withRenewalOpened(record, today, options) : record;
}

const periodPayments = (record: Pick<RenewableRecord, "payments">, number: number) =>
  (record.payments ?? []).filter(
    (payment) => payment.purpose === "renewal" && payment.status === "received" && payment.renewal === number,
  );

export function renewalMoney(record: Pick<RenewableRecord, "payments">, period: RenewalPeriod): RenewalMoney {
  const received = sumRupees(periodPayments(record, period.number).map((payment) => payment.amount));
  const due = period.dues?.total;
  const left = due === undefined ? 0 : subtractRupees(due, received);
  return {
    number: period.number,
    period: period.period,
    opensOn: period.opensOn,
    amountDue: due ?? null,
    feeDue: period.dues?.fee ?? null,
    gstDue: period.dues?.gst ?? null,
    received,
    balance: Math.max(0, left),
    credit: Math.max(0, -left),
    renewedOn: period.renewedOn ?? null,
    validUntil: period.validUntil ?? null,
  };
}

/** The renewal to show: the open period, or else the last one renewed; null when there has been none. */
export function currentRenewal(record: Pick<RenewableRecord, "payments" | "renewals">): RenewalMoney | null {
  const period = renewalsOf(record).at(-1);
  return period ? renewalMoney(record, period) : null;
}

/**
 * After a renewal payment became received on `today`: when the open period's received payments
 * reach its dues, `validUntil` moves by one year, once (from the latest day paid, so a lapsed
 * member's year starts when they finished paying), and the period is marked renewed.
 */
export function withRenewalSettled<T extends RenewableRecord>(record: T, today: string): T {
  const period = openRenewal(record);
  if (!period?.dues || !isRenewable(record)) return record;
  const payments = periodPayments(record, period.number);
  const received = sumRupees(payments.map((payment) => payment.amount));
  if (payments.length === 0 || compareRupees(received, period.dues.total) < 0) return record;
  const lastPaidOn = payments.map((payment) => payment.paidOn).reduce((a, b) => (a > b ? a : b));
  const validUntil = validUntilAfterRenewal(record.validUntil, lastPaidOn);
  const renewed: RenewalPeriod = { ...period, renewedOn: today, validUntil };
  return { ...record, validUntil, renewals: renewalsOf(record).with(-1, renewed) };
}

/** The open period's number, for a renewal payment being reported or recorded. */
export const openRenewalNumber = (record: Pick<RenewableRecord, "renewals">): number | undefined =>
  openRenewal(record)?.number;

/**
 * The office sets the open period's fee and GST (when its option no longer exists, or to correct
 * it), opening the period first if none is open. Undefined when the membership is not renewed.
 */
export function withRenewalDuesSet<T extends RenewableRecord>(
  record: T,
  fee: number,
  gst: number,
  today: string,
): T | undefined {
  if (!isRenewable(record)) return undefined;
  const opened = withRenewalOpened(record, today, []);
  const period = openRenewal(opened);
  if (!period) return undefined;
  const set: RenewalPeriod = { ...period, dues: { fee, gst, total: sumRupees([fee, gst]) }, duesSetBy: "office" };
  return withRenewalSettled({ ...opened, renewals: renewalsOf(opened).with(-1, set) }, today);
}
