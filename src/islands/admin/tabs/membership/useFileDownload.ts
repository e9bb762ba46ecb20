import { useState } from "react";
import { receiptSlug } from "../../../../domain/financial-year";
import { api, isApiError } from "../../ui/api";
import { downloadBlob } from "../../ui/download";
import { useNotify } from "../../ui/messages";

/**
 * The desk's PDFs (docs/rules/members-and-money.md §4): a receipt and a member's certificate. The API wants the admin
 * token in a header, which a plain link cannot send, so the file is fetched with it and offered
 * as a download.
 */

export interface PdfFile {
  path: string;
  /** The name when the answer gives none. */
  fileName: string;
  /** What the error says could not be downloaded ("the receipt 2026-27/0001"). */
  what: string;
}

export const receiptFile = (receiptNumber: string): PdfFile => {
  const slug = receiptSlug(receiptNumber);
  return {
    path: `/api/receipts/${encodeURIComponent(slug)}`,
    fileName: `receipt-${slug}.pdf`,
    what: `the receipt ${receiptNumber}`,
  };
};

export const certificateFile = (record: { _id: string; memberNumber?: string | undefined }): PdfFile => ({
  path: `/api/membership-registrations/${encodeURIComponent(record._id)}/certificate`,
  fileName: `membership-certificate-${record.memberNumber ?? record._id}.pdf`,
  what: "the certificate",
});

/** Downloads one file at a time; `busyPath` is the one on its way (its button waits). */
export function useFileDownload() {
  const notify = useNotify();
  const [busyPath, setBusyPath] = useState<string | null>(null);

  const download = async (file: PdfFile) => {
    setBusyPath(file.path);
    try {
      const { blob, fileName } = await api.download(file.path);
      downloadBlob(fileName ?? file.fileName, blob);
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      const reason = isApiError(error) && error.kind === "not-found" ? ` ${error.message}` : "";
      notify.error(`Could not download ${file.what}.${reason}`);
    } finally {
      setBusyPath(null);
    }
  };

  return { busyPath, download };
}
