import QRCode from "qrcode";

/**
 * A `upi://pay` link as a QR code, drawn by the site itself so no outside service sees the link
 * (docs/rules/members-and-money.md §7). Readers need a quiet zone of 4 modules; M corrects about
 * 15 % of a smudged screen.
 */

const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

export const upiQrSvg = (uri: string): Promise<string> => QRCode.toString(uri, { ...OPTIONS, type: "svg" });

/** As a picture a page may show without running anything: `<img src="data:image/svg+xml;base64,…">`. */
export const upiQrDataUrl = async (uri: string): Promise<string> =>
  `data:image/svg+xml;base64,${Buffer.from(await upiQrSvg(uri)).toString("base64")}`;

/** As a PNG, for e-mail (mail programs show PNG attachments; many do not show SVG). */
export const upiQrPng = (uri: string): Promise<Buffer> => QRCode.toBuffer(uri, { ...OPTIONS, type: "png", width: 300 });
