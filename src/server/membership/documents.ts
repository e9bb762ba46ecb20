import { receiptSlug } from "../../domain/financial-year";
import type { RegistrationRecord } from "../../domain/membership-registrations";
import type { ReceiptSnapshot } from "../../domain/receipts";
import type { MailAttachment } from "../mail";
import { readSettings } from "./settings";

/**
 * A member's documents as files (docs/rules/members-and-money.md §4): the same bytes are downloaded from the API and
 * attached to the e-mails that announce them. The PDF drawing code is imported where a PDF is drawn,
 * so the functions that reach this module load it only then (docs/decisions/function-bundles.md).
 */

const PDF = "application/pdf";

export async function receiptFile(receipt: ReceiptSnapshot): Promise<MailAttachment> {
  const { renderReceiptPdf } = await import("../pdf/receipt");
  return {
    filename: `receipt-${receiptSlug(receipt.number)}.pdf`,
    contentType: PDF,
    content: await renderReceiptPdf(receipt),
  };
}

/** An accepted member, with the number and day acceptance gave them. */
export type CertifiedMember = RegistrationRecord & { memberNumber: string; acceptedAt: string };

export const isCertified = (record: RegistrationRecord): record is CertifiedMember =>
  record.status === "accepted" && record.memberNumber !== undefined && record.acceptedAt !== undefined;

export async function certificateFile(member: CertifiedMember): Promise<MailAttachment> {
  const { legalName } = await readSettings();
  const { renderCertificatePdf } = await import("../pdf/certificate");
  return {
    filename: `membership-certificate-${member.memberNumber}.pdf`,
    contentType: PDF,
    content: await renderCertificatePdf({
      societyName: legalName,
      name: member.name,
      memberNumber: member.memberNumber,
      membershipType: member.membershipType,
      memberSince: member.acceptedAt,
    }),
  };
}

/** A file as a download: private (a member's or the office's), never kept by shared caches. */
export function fileResponse(file: MailAttachment): Response {
  // A copy in an ArrayBuffer of its own: what a Response body takes.
  return new Response(new Uint8Array(file.content), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
