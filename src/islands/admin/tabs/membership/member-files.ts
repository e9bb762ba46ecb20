import { receiptSlug } from "../../../../domain/financial-year";
import type { ApiFile } from "../../ui/useFileDownload";

/** The desk's PDFs (docs/rules/members-and-money.md §4): a receipt and a member's certificate. */

export const receiptFile = (receiptNumber: string): ApiFile => {
  const slug = receiptSlug(receiptNumber);
  return {
    path: `/api/receipts/${encodeURIComponent(slug)}`,
    fileName: `receipt-${slug}.pdf`,
    what: `the receipt ${receiptNumber}`,
  };
};

export const certificateFile = (record: { _id: string; memberNumber?: string | undefined }): ApiFile => ({
  path: `/api/membership-registrations/${encodeURIComponent(record._id)}/certificate`,
  fileName: `membership-certificate-${record.memberNumber ?? record._id}.pdf`,
  what: "the certificate",
});
