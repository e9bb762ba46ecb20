import { addFramedPage, writeCertificateNote, writeCertificateOpening } from "./certificate-layout";
import { newDocument } from "./document";
import { writeOnOnePage } from "./fit";
import { embedFamily, type FontPair } from "./fonts";
import { oneLineSize } from "./one-line";
import type { Pen } from "./pen";
import { INK, MUTED } from "./style";

export interface ParticipationCertificateInput {
  societyName: string;
  name: string;
  /** Printed as "of <institution>"; left out when empty. */
  institution: string;
  eventTitle: string;
  /** As the event's pages write them ("12–14 February 2027", "5 March 2027 to 7 March 2027"). */
  eventDates: string;
  venue: string;
  /** The registration's reference ("EVT-ABCD-2345"). */
  reference: string;
  /** YYYY-MM-DD: the document's date, kept as its creation date. */
  day: string;
}

/**
 * A one-page certificate of participation in an event (docs/rules/events.md §6), for a registrant
 * marked as attended: real text, in the membership certificate's frame. The name shrinks to stay
 * on one line; a longer one wraps, and the page is one page whatever the lengths (fit.ts).
 */
export async function renderParticipationCertificatePdf(input: ParticipationCertificateInput): Promise<Uint8Array> {
  const document = await newDocument({
    title: `Participation certificate ${input.reference}`,
    author: input.societyName,
    subject: `Certificate of participation of ${input.name} in ${input.eventTitle}`,
    day: input.day,
  });
  const fonts = await embedFamily(document, "serif");
  const { page, box } = addFramedPage(document);
  writeOnOnePage(page, fonts, box, (pen) => writeCertificate(pen, fonts, input), true);
  return document.save();
}

function writeCertificate(pen: Pen, fonts: FontPair, input: ParticipationCertificateInput): void {
  const centred = { align: "center" as const };
  writeCertificateOpening(pen, input.societyName, "Certificate of Participation");
  const nameSize = oneLineSize(input.name, fonts.bold, pen.width, { largest: 26, smallest: 18 });
  pen.text(input.name, { ...centred, size: nameSize, bold: true, color: INK, clamp: true });
  const institution = input.institution.trim();
  if (institution !== "") {
    pen.gap(6);
    pen.text(`of ${institution}`, { ...centred, size: 14, color: INK, clamp: true });
  }
  pen.gap(10);
  pen.text("participated in", { ...centred, size: 13, color: MUTED });
  pen.gap(8);
  pen.text(input.eventTitle, { ...centred, size: 19, bold: true, color: INK, clamp: true });
  pen.gap(8);
  const held = heldAt(input.venue.trim(), input.eventDates.trim());
  if (held) pen.text(held, { ...centred, size: 13, color: MUTED, clamp: true });
  pen.gap(34);
  pen.text(`Reference ${input.reference}`, { ...centred, size: 10.5, color: MUTED });
  pen.gap(6);
  writeCertificateNote(pen);
}

/**
 * "held at Lucknow, 12–14 February 2027.", with whichever of the two there is. A comma rather than
 * "on", since the dates may be a range ("5 March 2027 to 7 March 2027").
 */
function heldAt(venue: string, dates: string): string | undefined {
  if (venue && dates) return `held at ${venue}, ${dates}.`;
  if (venue) return `held at ${venue}.`;
  return dates || undefined;
}
