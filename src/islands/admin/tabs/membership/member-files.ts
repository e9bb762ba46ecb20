import type { ApiFile } from "../../ui/useFileDownload";

/** A member's certificate as the desk downloads it (docs/rules/members-and-money.md §4); receipts: ui/payments. */

export const certificateFile = (record: { _id: string; memberNumber?: string | undefined }): ApiFile => ({
  path: `/api/membership-registrations/${encodeURIComponent(record._id)}/certificate`,
  fileName: `membership-certificate-${record.memberNumber ?? record._id}.pdf`,
  what: "the certificate",
});
