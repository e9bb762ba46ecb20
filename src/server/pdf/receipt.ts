import type { ReceiptSnapshot } from "../../domain/receipts";
import { A4, newDocument } from "./document";
import { writeOnOnePage } from "./fit";
import { embedFamily } from "./fonts";
import type { Pen } from "./pen";
import { receiptContent, type ReceiptContent } from "./receipt-content";
import { ACCENT, HAIRLINE, INK, MUTED } from "./style";

/** 2 cm margins. */
const MARGIN = 56.7;

/**
 * A receipt as a one-page A4 PDF with real, extractable text (docs/rules/members-and-money.md §4). Long names and
 * addresses wrap; whatever the lengths, it stays one page (fit.ts).
 */
export async function renderReceiptPdf(snapshot: ReceiptSnapshot): Promise<Uint8Array> {
  const content = receiptContent(snapshot);
  const document = await newDocument({
    title: `${content.title} ${content.number}`,
    author: snapshot.society.legalName,
    subject: `${content.title} ${content.number} for ${snapshot.member.name}`,
    day: snapshot.date,
  });
  const fonts = await embedFamily(document, "sans");
  const page = document.addPage([A4.width, A4.height]);
  const box = { left: MARGIN, right: A4.width - MARGIN, top: A4.height - MARGIN, bottom: MARGIN };
  writeOnOnePage(page, fonts, box, (pen) => {
    writeLetterhead(pen, content);
    writeHeading(pen, content);
    writeMember(pen, content);
    writeAmounts(pen, content);
    writePayment(pen, content);
    writeSignatory(pen, content);
    pen.gap(20);
    pen.text(`This is a computer-generated ${content.title.toLowerCase()}.`, {
      size: 8.5,
      color: MUTED,
      align: "center",
    });
  });
  return document.save();
}

function writeLetterhead(pen: Pen, { society }: ReceiptContent): void {
  pen.text(society.name, { size: 15, bold: true, color: ACCENT, align: "center", clamp: true });
  pen.gap(4);
  pen.text(society.address, { size: 9.5, color: MUTED, align: "center", clamp: true });
  if (society.gstin) {
    pen.gap(2);
    pen.text(`GSTIN: ${society.gstin}`, { size: 9.5, color: MUTED, align: "center" });
  }
  pen.gap(10);
  pen.rule({ thickness: 1.2, color: ACCENT });
}

function writeHeading(pen: Pen, content: ReceiptContent): void {
  const half = pen.width / 2;
  pen.gap(18);
  pen.text(content.title, { size: 20, bold: true, color: INK, align: "center" });
  pen.gap(10);
  pen.row([
    { text: `${content.numberLabel} ${content.number}`, size: 10.5, bold: true, color: INK, width: half },
    { text: `Date: ${content.date}`, size: 10.5, color: INK, x: pen.box.left + half, width: half, align: "right" },
  ]);
  pen.gap(18);
}

function writeMember(pen: Pen, { member: details, recipientLabel }: ReceiptContent): void {
  const member = { ...details, label: recipientLabel };
  pen.text(member.label, { size: 9, bold: true, color: MUTED });
  pen.gap(3);
  pen.text(member.name, { size: 12, bold: true, color: INK, clamp: true });
  pen.gap(2);
  pen.text(member.address, { size: 10, color: INK, clamp: true });
  if (member.gstin) pen.text(`GSTIN: ${member.gstin}`, { size: 10, color: INK });
  if (member.memberNumber) pen.text(`Membership number: ${member.memberNumber}`, { size: 10, color: INK });
  if (member.placeOfSupply) pen.text(`Place of supply: ${member.placeOfSupply}`, { size: 10, color: INK });
  pen.gap(20);
}

/** The table: description (and SAC) with the fee, each tax line, the total, then the total in words. */
function writeAmounts(pen: Pen, content: ReceiptContent): void {
  const left = pen.box.left;
  const amountWidth = 120;
  const sacWidth = 60;
  const amountX = pen.box.right - amountWidth;
  const sacX = amountX - sacWidth - 10;
  const descriptionWidth = (content.sac ? sacX : amountX) - left - 14;
  const amountRow = (label: string, amount: string, size: number, bold = false, sac?: string) =>
    pen.row([
      { text: label, size, bold, color: INK, x: left, width: descriptionWidth, clamp: true },
      ...(sac ? [{ text: sac, size, color: INK, x: sacX, width: sacWidth }] : []),
      { text: amount, size, bold, color: INK, x: amountX, width: amountWidth, align: "right" as const },
    ]);

  pen.row([
    { text: "Description", size: 9, bold: true, color: MUTED, x: left, width: descriptionWidth },
    ...(content.sac ? [{ text: "SAC", size: 9, bold: true, color: MUTED, x: sacX, width: sacWidth }] : []),
    { text: "Amount", size: 9, bold: true, color: MUTED, x: amountX, width: amountWidth, align: "right" as const },
  ]);
  pen.gap(4);
  pen.rule({ thickness: 0.6, color: HAIRLINE });
  pen.gap(6);
  // A tax invoice gives the amount as the taxable value, on its own row below.
  amountRow(content.description, content.taxable ? "" : content.fee.amount, 10.5, false, content.sac);
  if (content.taxable) {
    pen.gap(4);
    amountRow(content.taxable.label, content.taxable.amount, 10.5);
  }
  for (const tax of content.taxes) {
    pen.gap(4);
    amountRow(tax.label, tax.amount, 10.5);
  }
  pen.gap(6);
  pen.rule({ thickness: 0.6, color: HAIRLINE });
  pen.gap(6);
  amountRow(content.total.label, content.total.amount, 12, true);
  pen.gap(10);
  pen.row([
    { text: "In words:", size: 10, color: MUTED, x: left, width: 60 },
    { text: content.inWords, size: 10, bold: true, color: INK, x: left + 60, width: pen.width - 60 },
  ]);
  if (content.partPayment) {
    pen.gap(4);
    pen.text(content.partPayment, { size: 10, color: INK });
  }
  for (const statement of content.statements) {
    pen.gap(4);
    pen.text(statement, { size: 9.5, color: INK });
  }
  pen.gap(20);
}

/** "For <society>", room to sign, and the line of the authorised signatory, on the right. */
function writeSignatory(pen: Pen, { signatory }: ReceiptContent): void {
  const width = 220;
  const x = pen.box.right - width;
  pen.gap(24);
  pen.text(signatory, { size: 10, color: INK, x, width, align: "right", clamp: true });
  pen.gap(30);
  pen.rule({ thickness: 0.6, color: HAIRLINE, x, width });
  pen.gap(3);
  pen.text("Authorised signatory", { size: 9.5, color: MUTED, x, width, align: "right" });
}

function writePayment(pen: Pen, content: ReceiptContent): void {
  pen.text("Payment", { size: 9, bold: true, color: MUTED });
  pen.gap(4);
  for (const { label, value } of content.payment) {
    pen.row([
      { text: label, size: 10, color: MUTED, width: 90 },
      { text: value, size: 10, color: INK, x: pen.box.left + 90, width: pen.width - 90, clamp: true },
    ]);
    pen.gap(2);
  }
}
