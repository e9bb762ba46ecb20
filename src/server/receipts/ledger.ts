import { financialYearOf, parseReceiptNumber, receiptNumber } from "../../domain/financial-year";
import { paymentsOf, type RegistrationRecord } from "../../domain/membership-registrations";
import { receiptDateOf, type ReceiptDraft } from "../../domain/receipt-draft";
import type { ReceiptSnapshot } from "../../domain/receipts";
import { appendOnce, readLedger } from "../store";

/**
 * The receipts issued in each Indian financial year: one append-only ledger per year
 * (`receipts/2026-27`), the n-th receipt of the year being number n with the receipt as issued.
 * The number and the receipt are stored in one write, so a number exists exactly when its receipt
 * does (docs/decisions/receipt-numbers.md).
 */

export const receiptLedgerKey = (financialYear: string) => `receipts/${financialYear}`;

/**
 * The receipt of the draft's payment: the one already issued for it, or a new one with the next
 * number of the financial year its date falls in.
 */
export async function issueReceipt(draft: ReceiptDraft): Promise<{ receipt: ReceiptSnapshot; issued: boolean }> {
  const financialYear = financialYearOf(draft.date);
  const { entry, appended } = await appendOnce<ReceiptSnapshot>(
    receiptLedgerKey(financialYear),
    (receipt) => receipt.paymentId === draft.paymentId,
    (sequence) => ({ number: receiptNumber(financialYear, sequence), ...draft }),
  );
  return { receipt: entry, issued: appended };
}

/** The receipt with this number ("2026-27/0001"), as issued; undefined when there is none. */
export async function findReceipt(number: string): Promise<ReceiptSnapshot | undefined> {
  const parsed = parseReceiptNumber(number);
  if (!parsed) return undefined;
  const receipts = await readLedger<ReceiptSnapshot>(receiptLedgerKey(parsed.financialYear));
  const receipt = receipts[parsed.sequence - 1];
  return receipt?.number === number ? receipt : receipts.find((candidate) => candidate.number === number);
}

/**
 * Every receipt issued for the record's payments, in number order: read from the ledgers of the
 * years its received payments fall in, so a receipt whose number did not reach the record yet is
 * listed too.
 */
export async function receiptsOf(record: Pick<RegistrationRecord, "_id" | "payments">): Promise<ReceiptSnapshot[]> {
  const years = new Set(
    paymentsOf(record)
      .filter((payment) => payment.status === "received")
      .map(
        (payment) =>
          parseReceiptNumber(payment.receiptNumber ?? "")?.financialYear ?? financialYearOf(receiptDateOf(payment)),
      ),
  );
  const ledgers = await Promise.all(
    [...years].sort().map((year) => readLedger<ReceiptSnapshot>(receiptLedgerKey(year))),
  );
  return ledgers.flatMap((receipts) => receipts.filter((receipt) => receipt.registrationId === record._id));
}
