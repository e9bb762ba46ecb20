import { formatLongDate } from "../../domain/format";
import { A4, newDocument } from "./document";
import { writeOnOnePage } from "./fit";
import { embedFamily } from "./fonts";
import type { Pen } from "./pen";
import { ACCENT, INK, MUTED } from "./style";

export interface CertificateInput {
  societyName: string;
  name: string;
  memberNumber: string;
  membershipType: string;
  /** YYYY-MM-DD. */
  memberSince: string;
}

/** Landscape A4. */
const PAGE = { width: A4.height, height: A4.width } as const;
const BORDER = 28;
const INSET = 6;
const MARGIN = 80;

/** A one-page membership certificate (docs/rules/members-and-money.md §4): real text, in a plain double frame. */
export async function renderCertificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const document = await newDocument({
    title: `Membership certificate ${input.memberNumber}`,
    author: input.societyName,
    subject: `Membership certificate of ${input.name}`,
    day: input.memberSince,
  });
  const fonts = await embedFamily(document, "serif");
  const page = document.addPage([PAGE.width, PAGE.height]);
  for (const [offset, thickness] of [
    [BORDER, 2.4],
    [BORDER + INSET, 0.8],
  ] as const) {
    page.drawRectangle({
      x: offset,
      y: offset,
      width: PAGE.width - 2 * offset,
      height: PAGE.height - 2 * offset,
      borderColor: ACCENT,
      borderWidth: thickness,
    });
  }
  const box = { left: MARGIN, right: PAGE.width - MARGIN, top: PAGE.height - MARGIN + 10, bottom: MARGIN - 10 };
  writeOnOnePage(page, fonts, box, (pen) => writeCertificate(pen, input), true);
  return document.save();
}

function writeCertificate(pen: Pen, input: CertificateInput): void {
  const centred = { align: "center" as const };
  pen.text(input.societyName, { ...centred, size: 17, bold: true, color: ACCENT, clamp: true });
  pen.gap(26);
  pen.text("Certificate of Membership", { ...centred, size: 30, bold: true, color: INK });
  pen.gap(8);
  const ornament = 120;
  pen.rule({ thickness: 0.8, color: ACCENT, x: pen.box.left + (pen.width - ornament) / 2, width: ornament });
  pen.gap(22);
  pen.text("This is to certify that", { ...centred, size: 13, color: MUTED });
  pen.gap(10);
  pen.text(input.name, { ...centred, size: 26, bold: true, color: INK, clamp: true });
  pen.gap(10);
  pen.text("is a member of the society.", { ...centred, size: 13, color: MUTED });
  pen.gap(30);

  const details = [
    ["Membership number", input.memberNumber],
    ["Membership type", input.membershipType],
    ["Member since", formatLongDate(input.memberSince)],
  ] as const;
  const column = pen.width / details.length;
  const at = (index: number) => ({ ...centred, x: pen.box.left + index * column + 6, width: column - 12 });
  pen.row(details.map(([label], index) => ({ text: label, size: 10.5, color: MUTED, ...at(index) })));
  pen.gap(4);
  pen.row(
    details.map(([, value], index) => ({ text: value, size: 14, bold: true, color: INK, clamp: true, ...at(index) })),
  );
  pen.gap(34);
  pen.text("This certificate is computer-generated.", { ...centred, size: 9, color: MUTED });
}
