import { formatLongDate, formatRupees } from "../../../domain/format";
import type { ReceiptSnapshot } from "../../../domain/receipts";
import { composeMail, type ComposedMail } from "../compose";
import type { MailAttachment } from "../index";

/**
 * "Payment received" (docs/rules/members-and-money.md §3), built from the receipt as issued. Pure. The receipt PDF is
 * an attachment the caller may give (src/server/receipts/mail.ts); the text says where the
 * receipt is either way.
 */

const purposeOf = ({ payment, event }: ReceiptSnapshot): string =>
  event
    ? `your registration ${event.reference} for ${event.title}`
    : payment.purpose === "renewal"
      ? "the renewal of your membership"
      : "your membership application";

export function paymentReceivedMessage(
  receipt: ReceiptSnapshot,
  siteUrl: string,
  options: { validUntil?: string; attachments?: readonly MailAttachment[] } = {},
): ComposedMail & { attachments: MailAttachment[] } {
  const { payment } = receipt;
  const attachments = [...(options.attachments ?? [])];
  const mail = composeMail({
    subject: `Payment received: receipt ${receipt.number}`,
    greeting: `Dear ${receipt.member.name},`,
    paragraphs: [
      `Thank you. We have received your payment of ${formatRupees(payment.amount)} towards ${purposeOf(receipt)}.`,
      [
        `Receipt number: ${receipt.number}`,
        `Receipt date: ${formatLongDate(receipt.date)}`,
        `Paid by: ${payment.method}, reference ${payment.reference}, on ${formatLongDate(payment.paidOn)}`,
        ...(receipt.member.memberNumber ? [`Membership number: ${receipt.member.memberNumber}`] : []),
      ].join("\n"),
      ...(options.validUntil ? [`Your membership is now valid until ${formatLongDate(options.validUntil)}.`] : []),
      attachments.length > 0
        ? "The receipt is attached to this e-mail."
        : `You can see your payments and receipts when you sign in at ${siteUrl}/login.`,
    ],
  });
  return { ...mail, attachments };
}
