/** Offers a file to the person as a download: one made in the browser, or one the API served. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the browser may start reading the file only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A CSV file made in the browser (src/domain/csv.ts). */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: "text/csv;charset=utf-8" }));
}
