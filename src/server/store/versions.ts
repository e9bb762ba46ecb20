/** The record or document changed after the editor loaded it. */
export class StaleRecordError extends Error {
  override name = "StaleRecordError";
}

/** Now, but always after `previous`, so two quick edits never share a version. */
export function laterTimestamp(previous: string | undefined): string {
  const now = Date.now();
  const before = previous === undefined ? Number.NaN : Date.parse(previous);
  return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString();
}
