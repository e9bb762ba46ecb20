import type { ApplicationPayment } from "../../../domain/application-payment";
import type { PublicPaymentDetails } from "../../../domain/payment-details";

/** How to pay an amount quoted with a reference: one paragraph per way the society takes payments. */

export const lines = (entries: readonly (string | false | undefined)[]) =>
  entries.filter((entry): entry is string => typeof entry === "string").join("\n");

function bankLines(bank: PublicPaymentDetails): string {
  return lines([
    `Account holder: ${bank.accountHolderName}`,
    `Bank and branch: ${bank.bankAndBranch}`,
    `Account number: ${bank.accountNumber}`,
    `IFSC code: ${bank.ifscCode}`,
    bank.micrCode !== "" && `MICR code: ${bank.micrCode}`,
  ]);
}

/** `nothingDue` is said instead when the amount is nil. */
export function howToPay(
  due: { reference: string; amount: number },
  payment: ApplicationPayment,
  nothingDue: string,
): string[] {
  if (due.amount <= 0) return [nothingDue];
  const { bank, upiUri } = payment;
  if (!bank) return ["The office will write to you about how to pay."];
  const ways: string[] = [];
  if (bank.upiId) {
    ways.push(
      lines([
        `Pay by UPI to ${bank.upiId} (${bank.accountHolderName}) and write ${due.reference} in the note.`,
        upiUri && `On a phone, this link opens your UPI app with the amount and reference filled in: ${upiUri}`,
      ]),
    );
  }
  ways.push(
    `${bank.upiId ? "Or pay" : "Pay"} by bank transfer to this account, with ${due.reference} in the remarks:\n${bankLines(bank)}`,
  );
  return ways;
}
