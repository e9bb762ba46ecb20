import { GST_RATE_PERCENT } from "./memberships";
import type { ReceiptSnapshot } from "./receipts";

/**
 * The tax split a receipt prints (MEMBERS.md 4, DESIGN DECISIONS 16), worked out in paise so the
 * parts always add up to the amount received exactly.
 *
 * - The payment's amount is split in the proportion of the record's frozen fee and GST: the fee
 *   part (`taxable`) is amount × fee / (fee + GST) rounded to the nearest paisa (half up), the tax
 *   is the rest. The full amount gives exactly the fee and the GST; a part payment its share.
 * - CGST + SGST (half the rate each) when the member is Indian and their state is the society's;
 *   IGST otherwise: another state, no state given, SAARC or Foreign.
 * - An odd paisa of tax goes to CGST: SGST is the tax halved and rounded down, CGST the rest, so
 *   the two differ by at most one paisa.
 * - Without a GSTIN the society is not registered for GST and may not show tax: `registered` is
 *   false, there are no lines, and the whole amount is the fee (`taxable` = `total`).
 * - With no GST in the dues (0) there are no lines either, and the whole amount is the fee.
 *
 * Amounts are rupees (as the snapshot has them), each an exact number of paise.
 */
export interface ReceiptTax {
  /** False when the society has no GSTIN: the receipt shows no tax registration or tax lines. */
  registered: boolean;
  /** The fee part of the amount: the taxable value when registered. */
  taxable: number;
  lines: TaxLine[];
  /** The payment's amount: `taxable` plus every line. */
  total: number;
}

export interface TaxLine {
  label: string;
  amount: number;
}

const HALF_RATE = GST_RATE_PERCENT / 2;
export const TAX_LABELS = {
  cgst: `CGST ${HALF_RATE} %`,
  sgst: `SGST ${HALF_RATE} %`,
  igst: `IGST ${GST_RATE_PERCENT} %`,
} as const;

const toPaise = (rupees: number): number => Math.round(rupees * 100);
const toRupees = (paise: number): number => paise / 100;

/** amount × part / whole, rounded half up; BigInt so no product of large amounts loses a paisa. */
function proportion(amount: number, part: number, whole: number): number {
  const [a, p, w] = [BigInt(amount), BigInt(part), BigInt(whole)];
  return Number((2n * a * p + w) / (2n * w));
}

/** True when the supply is inside the society's state: CGST + SGST rather than IGST. */
export function isIntraState(snapshot: Pick<ReceiptSnapshot, "society" | "member">): boolean {
  const { member, society } = snapshot;
  return member.nationality === "Indian" && member.state !== undefined && member.state === society.state;
}

export function receiptTax(snapshot: ReceiptSnapshot): ReceiptTax {
  const amount = toPaise(snapshot.payment.amount);
  const fee = toPaise(snapshot.dues.fee);
  const gst = toPaise(snapshot.dues.gst);
  const registered = snapshot.society.gstin !== "";
  const untaxed = { registered, taxable: toRupees(amount), lines: [], total: toRupees(amount) };
  if (!registered || gst <= 0 || fee < 0) return untaxed;

  const taxable = proportion(amount, fee, fee + gst);
  const tax = amount - taxable;
  if (!isIntraState(snapshot)) {
    return {
      registered,
      taxable: toRupees(taxable),
      lines: [{ label: TAX_LABELS.igst, amount: toRupees(tax) }],
      total: toRupees(amount),
    };
  }
  const sgst = Math.floor(tax / 2);
  const cgst = tax - sgst;
  return {
    registered,
    taxable: toRupees(taxable),
    lines: [
      { label: TAX_LABELS.cgst, amount: toRupees(cgst) },
      { label: TAX_LABELS.sgst, amount: toRupees(sgst) },
    ],
    total: toRupees(amount),
  };
}
