import { stateOfGstCode, GST_STATE_CODES, type IndianState } from "./indian-states";
import { percentOf, proportionOfPaise, toPaise, toRupees } from "./money";
import type { ReceiptSnapshot } from "./receipts";

/**
 * The tax a receipt or tax invoice prints (docs/rules/members-and-money.md, "Tax invoices"),
 * worked out in paise so the parts always add up to the amount received exactly.
 *
 * - The payment's amount is split in the proportion of its dues' fee and GST (the application's,
 *   or its renewal period's): the taxable value is amount × fee / (fee + GST) rounded half up, the
 *   tax the rest. The full amount gives exactly the fee and the GST; a part payment its share.
 * - The rate is the dues' own (GST / fee: 5 % or 18 %, never a fixed figure), halved for CGST and
 *   SGST.
 * - Place of supply: for an event registration, the state where the event is held, whoever pays
 *   (admission to an event, IGST Act s. 12(6)). For an Indian member, the state of their GSTIN when they gave one (a
 *   registered recipient's location), else the state on their record, else the society's own
 *   state; CGST + SGST when that is the society's state, IGST otherwise. A member outside India
 *   (SAARC, Foreign) is charged IGST, unless the society supplies them zero-rated under a letter
 *   of undertaking (LUT): then no tax at all, and the whole amount is the taxable value.
 * - An odd paisa of tax goes to CGST: SGST is the tax halved and rounded down, CGST the rest.
 * - Without a GSTIN the society is not registered for GST and may not show tax: `registered` is
 *   false, there are no lines, and the whole amount is the fee (`taxable` = `total`).
 * - With no GST in the dues (0) there are no lines either, and the whole amount is the fee.
 *
 * Amounts are rupees (as the snapshot has them), each an exact number of paise.
 */
export interface ReceiptTax {
  /** False when the society has no GSTIN: a receipt with no tax registration or tax lines. */
  registered: boolean;
  /** Where the service is supplied, printed "Uttar Pradesh (09)". */
  placeOfSupply: PlaceOfSupply;
  /** A supply to a member outside India under a letter of undertaking: no tax charged. */
  zeroRated: boolean;
  /** The fee part of the amount: the taxable value when registered. */
  taxable: number;
  lines: TaxLine[];
  /** The payment's amount: `taxable` plus every line. */
  total: number;
}

export type TaxKind = "CGST" | "SGST" | "IGST";

export interface TaxLine {
  tax: TaxKind;
  ratePercent: number;
  /** "CGST 2.5 %". */
  label: string;
  amount: number;
}

export type PlaceOfSupply = { state: IndianState; code: string } | { outsideIndia: true; code: "96" };

/** What forms and GST returns call a place outside India. */
export const OUTSIDE_INDIA = "Other countries";

/** "Uttar Pradesh (09)", "Other countries (96)". */
export const placeOfSupplyText = (place: PlaceOfSupply): string =>
  "state" in place ? `${place.state} (${place.code})` : `${OUTSIDE_INDIA} (${place.code})`;

/** "2.5", "9", "18": a rate as GST tables write it. */
const rateText = (percent: number): string => String(percent);

export const taxLabel = (tax: TaxKind, ratePercent: number): string => `${tax} ${rateText(ratePercent)} %`;

export function placeOfSupplyOf(snapshot: Pick<ReceiptSnapshot, "society" | "member" | "event">): PlaceOfSupply {
  const { member, society, event } = snapshot;
  // Admission to an event is supplied where the event is held, whoever pays (IGST Act s. 12(6)).
  if (event) return { state: event.state, code: GST_STATE_CODES[event.state] };
  if (member.nationality !== "Indian") return { outsideIndia: true, code: "96" };
  const gstinState = member.gstin ? stateOfGstCode(member.gstin.slice(0, 2)) : undefined;
  const state = gstinState ?? member.state ?? society.state;
  return { state, code: GST_STATE_CODES[state] };
}

/** True when the supply is inside the society's state: CGST + SGST rather than IGST. */
export function isIntraState(snapshot: Pick<ReceiptSnapshot, "society" | "member" | "event">): boolean {
  const place = placeOfSupplyOf(snapshot);
  return "state" in place && place.state === snapshot.society.state;
}

const line = (tax: TaxKind, ratePercent: number, paise: number): TaxLine => ({
  tax,
  ratePercent,
  label: taxLabel(tax, ratePercent),
  amount: toRupees(paise),
});

export function receiptTax(snapshot: ReceiptSnapshot): ReceiptTax {
  const amount = toPaise(snapshot.payment.amount);
  const fee = toPaise(snapshot.dues.fee);
  const gst = toPaise(snapshot.dues.gst);
  const registered = snapshot.society.gstin !== "";
  const placeOfSupply = placeOfSupplyOf(snapshot);
  const zeroRated = registered && "outsideIndia" in placeOfSupply && snapshot.society.exportSupply === "lut";
  const untaxed = {
    registered,
    placeOfSupply,
    zeroRated,
    taxable: toRupees(amount),
    lines: [],
    total: toRupees(amount),
  };
  if (!registered || zeroRated || gst <= 0 || fee < 0) return untaxed;

  const taxable = proportionOfPaise(amount, fee, fee + gst);
  const tax = amount - taxable;
  const rate = percentOf(snapshot.dues.gst, snapshot.dues.fee);
  const lines = isIntraState(snapshot)
    ? [line("CGST", rate / 2, tax - Math.floor(tax / 2)), line("SGST", rate / 2, Math.floor(tax / 2))]
    : [line("IGST", rate, tax)];
  return { registered, placeOfSupply, zeroRated, taxable: toRupees(taxable), lines, total: toRupees(amount) };
}
