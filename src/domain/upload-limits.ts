/**
 * The largest file each kind of upload takes, said the same way by the API (src/server/content/files.ts),
 * its reference and the admin forms' checks and hints.
 *
 * A PDF stops at 4 MB because Netlify hands a synchronous function at most 6 MB of request and
 * passes a binary body base64-encoded, a third larger: the downloads form with a 4 MB PDF is about
 * 5.6 MB encoded, and the same file served back fits the 6 MB response limit too
 * (docs/decisions/request-body-limits.md).
 */

export interface UploadLimit {
  /** Largest accepted file in bytes. */
  maxBytes: number;
  /** How the limit is said to people, e.g. "2 MB". */
  label: string;
}

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  image: { maxBytes: 2 * MB, label: "2 MB" },
  pdf: { maxBytes: 4 * MB, label: "4 MB" },
} as const satisfies Record<string, UploadLimit>;
