import { useState } from "react";
import { api, isApiError } from "./api";
import { downloadBlob } from "./download";
import { useNotify } from "./messages";

/**
 * A file the API gives administrators (a receipt, a certificate, an issue's Crossref deposit). The
 * API wants the admin token in a header, which a plain link cannot send, so the file is fetched with
 * it and offered as a download.
 */

export interface ApiFile {
  path: string;
  /** The name when the answer gives none. */
  fileName: string;
  /** What the error says could not be downloaded ("the receipt 2026-27/0001"). */
  what: string;
}

/** Downloads one file at a time; `busyPath` is the one on its way (its button waits). */
export function useFileDownload() {
  const notify = useNotify();
  const [busyPath, setBusyPath] = useState<string | null>(null);

  const download = async (file: ApiFile) => {
    setBusyPath(file.path);
    try {
      const { blob, fileName } = await api.download(file.path);
      downloadBlob(fileName ?? file.fileName, blob);
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      // A missing file, or one that cannot be made yet ("Publish the issue first"), says why.
      const reason =
        isApiError(error) && (error.kind === "not-found" || error.kind === "conflict") ? ` ${error.message}` : "";
      notify.error(`Could not download ${file.what}.${reason}`);
    } finally {
      setBusyPath(null);
    }
  };

  return { busyPath, download };
}
