import { formatLongDate, formatRupees } from "../../domain/format";
import type { PaymentPurpose } from "../../domain/payment-rules";
import { receiptTax } from "../../domain/receipt-tax";
import type { ReceiptSnapshot } from "../../domain/receipts";
import { rupeesInWords } from "../../domain/rupees-in-words";

/** One line of the receipt's table: what it is and its amount as printed. */
export interface AmountLine {
  label: string;
  amount: string;
}

/**
 * Everything a receipt prints (MEMBERS.md 4), as text, in the order it is printed. Tax details (the
 * GSTIN, SAC, place of supply, tax lines) only when the society has a GSTIN: SAC codes and the
 * place of supply mean something only under a GST registration.
 */
export interface ReceiptContent {
  society: { name: string; address: string; gstin?: string };
  number: string;
  date: string;
  member: { name: string; address: string; memberNumber?: string; placeOfSupply?: string };
  description: string;
  sac?: string;
  fee: AmountLine;
  taxes: AmountLine[];
  total: AmountLine;
  inWords: string;
  /** Set when the payment covers only part of the dues. */
  partPayment?: string;
  payment: { label: string; value: string }[];
}

const PURPOSES: Record<PaymentPurpose, string> = {
  application: "Membership application",
  renewal: "Membership renewal",
};

export function receiptContent(snapshot: ReceiptSnapshot): ReceiptContent {
  const { society, member, payment, dues } = snapshot;
  const tax = receiptTax(snapshot);
  const registered = tax.registered;
  // An Indian member's state is where the service is supplied; members abroad have none to print.
  const placeOfSupply = member.nationality === "Indian" ? member.state : undefined;
  return {
    society: { name: society.legalName, address: society.address, ...(registered && { gstin: society.gstin }) },
    number: snapshot.number,
    date: formatLongDate(snapshot.date),
    member: {
      name: member.name,
      address: member.address,
      ...(member.memberNumber && { memberNumber: member.memberNumber }),
      ...(registered && placeOfSupply && { placeOfSupply }),
    },
    description: `Membership fee — ${member.membershipType}, ${member.nationality}`,
    ...(registered && society.sac !== "" && { sac: society.sac }),
    fee: { label: "Membership fee", amount: formatRupees(tax.taxable) },
    taxes: tax.lines.map((line) => ({ label: line.label, amount: formatRupees(line.amount) })),
    total: { label: "Total", amount: formatRupees(tax.total) },
    inWords: rupeesInWords(tax.total),
    ...(Math.round(payment.amount * 100) < Math.round(dues.total * 100) && {
      partPayment: `Part payment towards ${formatRupees(dues.total)} due.`,
    }),
    payment: [
      { label: "Method", value: payment.method },
      { label: "Reference", value: payment.reference },
      { label: "Paid on", value: formatLongDate(payment.paidOn) },
      { label: "Purpose", value: PURPOSES[payment.purpose] },
    ],
  };
}
