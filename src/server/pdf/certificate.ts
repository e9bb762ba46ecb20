import { formatLongDate } from "../../domain/format";
import { addFramedPage, writeCertificateNote, writeCertificateOpening } from "./certificate-layout";
import { newDocument } from "./document";
import { writeOnOnePage } from "./fit";
import { embedFamily } from "./fonts";
import type { Pen } from "./pen";
import { INK, MUTED } from "./style";

export interface CertificateInput {
  societyName: string;
  name: string;
  memberNumber: string;
  membershipType: string;
  /** YYYY-MM-DD. */
  memberSince: string;
}

/** A one-page membership certificate (docs/rules/members-and-money.md §4): real text, in a plain double frame. */
export async function renderCertificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const document = await newDocument({
    title: `Membership certificate ${input.memberNumber}`,
    author: input.societyName,
    subject: `Membership certificate of ${input.name}`,
    day: input.memberSince,
  });
  const fonts = await embedFamily(document, "serif");
  const { page, box } = addFramedPage(document);
  writeOnOnePage(page, fonts, box, (pen) => writeCertificate(pen, input), true);
  return document.save();
}

function writeCertificate(pen: Pen, input: CertificateInput): void {
  writeCertificateOpening(pen, input.societyName, "Certificate of Membership");
  const centred = { align: "center" as const };
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
  writeCertificateNote(pen);
}
