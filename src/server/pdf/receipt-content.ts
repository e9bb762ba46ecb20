import { formatLongDate, formatRupees } from "../../domain/format";
import { compareRupees } from "../../domain/money";
import { eventDates } from "../../domain/event-pages";
import { placeOfSupplyText, receiptTax } from "../../domain/receipt-tax";
import type { ReceiptPurpose, ReceiptSnapshot } from "../../domain/receipts";
import { rupeesInWords } from "../../domain/rupees-in-words";

/** One line of the receipt's table: what it is and its amount as printed. */
export interface AmountLine {
  label: string;
  amount: string;
}

/**
 * Everything a receipt prints (docs/rules/members-and-money.md), as text, in the order it is
 * printed. With a GSTIN it is a Tax Invoice carrying what CGST Rule 46 asks (the supplier's and
 * any recipient's GSTIN, SAC, place of supply with its state code, taxable value, each tax with
 * its rate, reverse charge, the authorised signatory); without one a Receipt with no tax details,
 * since SAC codes and the place of supply mean something only under a GST registration.
 */
export interface ReceiptContent {
  /** "Tax Invoice" or "Receipt". */
  title: string;
  society: { name: string; address: string; gstin?: string };
  /** "Invoice no." or "Receipt no.". */
  numberLabel: string;
  number: string;
  date: string;
  member: { name: string; address: string; gstin?: string; memberNumber?: string; placeOfSupply?: string };
  /** "Billed to" on a tax invoice, "Received from" on a receipt. */
  recipientLabel: string;
  description: string;
  sac?: string;
  /** The description's amount: the fee on a receipt; on a tax invoice the taxable value, on a row of its own. */
  fee: AmountLine;
  /** On a tax invoice the description row carries no amount: the taxable value follows it. */
  taxable?: AmountLine;
  taxes: AmountLine[];
  total: AmountLine;
  inWords: string;
  /** Set when the payment covers only part of the dues. */
  partPayment?: string;
  /** Tax invoice statements: reverse charge, and a zero-rated supply's LUT. */
  statements: string[];
  payment: { label: string; value: string }[];
  /** "For <society>" above the signatory's line. */
  signatory: string;
}

const PURPOSES: Record<ReceiptPurpose, string> = {
  application: "Membership application",
  renewal: "Membership renewal",
  event: "Event registration",
};

/**
 * What the payment is for: "Membership fee" or "Membership renewal 2027-28", with the type and
 * nationality; or the event registration, with the event's title and days, the category and the
 * registration's reference.
 */
function descriptionOf({ member, payment, event }: ReceiptSnapshot): string {
  if (event) return `Registration fee — ${event.title}, ${eventDates(event)}; ${event.category}; ${event.reference}`;
  const what =
    payment.purpose === "renewal"
      ? `Membership renewal${payment.period ? ` ${payment.period}` : ""}`
      : "Membership fee";
  return `${what} — ${member.membershipType ?? ""}, ${member.nationality ?? ""}`;
}

/** The tax invoice's statements: no reverse charge, and a zero-rated supply's endorsement. */
function statementsOf(snapshot: ReceiptSnapshot, zeroRated: boolean): string[] {
  const statements = ["Tax payable on reverse charge: No."];
  if (zeroRated) {
    // A no-break space keeps "LUT" with its reference when the line wraps.
    const lut = snapshot.society.lutReference ? ` (LUT\u00a0${snapshot.society.lutReference})` : "";
    statements.push(`Supply meant for export under letter of undertaking without payment of integrated tax${lut}.`);
  }
  return statements;
}

export function receiptContent(snapshot: ReceiptSnapshot): ReceiptContent {
  const { society, member, payment, dues } = snapshot;
  const tax = receiptTax(snapshot);
  const registered = tax.registered;
  return {
    title: registered ? "Tax Invoice" : "Receipt",
    society: { name: society.legalName, address: society.address, ...(registered && { gstin: society.gstin }) },
    numberLabel: registered ? "Invoice no." : "Receipt no.",
    number: snapshot.number,
    date: formatLongDate(snapshot.date),
    member: {
      name: member.name,
      address: member.address,
      ...(registered && member.gstin && { gstin: member.gstin }),
      ...(member.memberNumber && { memberNumber: member.memberNumber }),
      ...(registered && { placeOfSupply: placeOfSupplyText(tax.placeOfSupply) }),
    },
    recipientLabel: registered ? "Billed to" : "Received from",
    description: descriptionOf(snapshot),
    ...(registered && society.sac !== "" && { sac: society.sac }),
    fee: { label: snapshot.event ? "Registration fee" : "Membership fee", amount: formatRupees(tax.taxable) },
    ...(registered && { taxable: { label: "Taxable value", amount: formatRupees(tax.taxable) } }),
    taxes: tax.lines.map((line) => ({ label: line.label, amount: formatRupees(line.amount) })),
    total: { label: "Total", amount: formatRupees(tax.total) },
    inWords: rupeesInWords(tax.total),
    ...(compareRupees(payment.amount, dues.total) < 0 && {
      partPayment: `Part payment towards ${formatRupees(dues.total)} due.`,
    }),
    statements: registered ? statementsOf(snapshot, tax.zeroRated) : [],
    signatory: `For ${society.legalName}`,
    payment: [
      { label: "Method", value: payment.method },
      { label: "Reference", value: payment.reference },
      { label: "Paid on", value: formatLongDate(payment.paidOn) },
      { label: "Purpose", value: PURPOSES[payment.purpose] },
    ],
  };
}
