/** Offers a CSV file made in the browser (src/domain/csv.ts) as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the browser may start reading the file only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
