import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderReceiptPdf } from "../../src/server/pdf/receipt";
import { readPdf, type ReadPdf } from "../support/pdf-text";
import { receiptSnapshotWith, type SnapshotChanges } from "../support/receipt-snapshot";

const A4 = { width: 595.28, height: 841.89 };

async function receipt(changes: SnapshotChanges = {}) {
  const bytes = await renderReceiptPdf(receiptSnapshotWith(changes));
  return { bytes, pdf: await readPdf(bytes) };
}

/** One page of A4 portrait, every piece of text inside the page. */
function expectOneA4Page(pdf: ReadPdf) {
  expect(pdf.pageCount).toBe(1);
  expect(pdf.width).toBeCloseTo(A4.width, 2);
  expect(pdf.height).toBeCloseTo(A4.height, 2);
  for (const piece of pdf.pieces) {
    expect(piece.x, piece.text).toBeGreaterThanOrEqual(20);
    expect(piece.x + piece.width, piece.text).toBeLessThanOrEqual(A4.width - 20);
    expect(piece.y, piece.text).toBeGreaterThanOrEqual(20);
    expect(piece.y, piece.text).toBeLessThanOrEqual(A4.height - 20);
  }
}

const TAX_LABEL = /\b[CSI]GST\b/;

describe("a receipt PDF", () => {
  it("is one A4 page holding every field as text, CGST and SGST inside the society's state", async () => {
    const { bytes, pdf } = await receipt();
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expectOneA4Page(pdf);
    const expected = [
      "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
      "Example Bhawan, 1 Placeholder Marg, Lucknow 226001, Uttar Pradesh",
      "GSTIN: 09AAATS1234F1Z5",
      "Receipt no. 2026-27/0042",
      "Date: 27 November 2026",
      "Dr. Asha Verma",
      "12 Gomti Nagar, Lucknow 226010",
      "Membership number: SAEETD-00042",
      "Place of supply: Uttar Pradesh",
      "Rupees Eleven Thousand Eight Hundred only",
    ];
    for (const text of expected) expect(pdf.flat).toContain(text);
    expect(pdf.lines).toContain("Receipt");
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Description SAC Amount",
        "Membership fee — Life, Indian 999599 ₹10,000.00",
        "CGST 9 % ₹900.00",
        "SGST 9 % ₹900.00",
        "Total ₹11,800.00",
        "Method UPI",
        "Reference 412345678901",
        "Paid on 25 November 2026",
        "Purpose Membership application",
      ]),
    );
    expect(pdf.flat).not.toContain("IGST");
    // The table's order: the fee, then the tax, then the total.
    const at = (line: string) => pdf.lines.indexOf(line);
    expect(at("CGST 9 % ₹900.00")).toBeGreaterThan(at("Membership fee — Life, Indian 999599 ₹10,000.00"));
    expect(at("Total ₹11,800.00")).toBeGreaterThan(at("SGST 9 % ₹900.00"));
  });

  it("charges IGST to a member in another Indian state", async () => {
    const { pdf } = await receipt({ member: { state: "Maharashtra" } });
    expectOneA4Page(pdf);
    expect(pdf.lines).toEqual(expect.arrayContaining(["IGST 18 % ₹1,800.00", "Total ₹11,800.00"]));
    expect(pdf.flat).not.toMatch(/[CS]GST/);
    expect(pdf.flat).toContain("Place of supply: Maharashtra");
  });

  it.each(["SAARC", "Foreign"] as const)(
    "charges IGST to a %s member, with no place of supply",
    async (nationality) => {
      const { pdf } = await receipt({ member: { nationality, address: "House 7, Thamel, Kathmandu, Nepal" } });
      expectOneA4Page(pdf);
      expect(pdf.lines).toEqual(
        expect.arrayContaining([`Membership fee — Life, ${nationality} 999599 ₹10,000.00`, "IGST 18 % ₹1,800.00"]),
      );
      expect(pdf.flat).not.toMatch(/[CS]GST|Place of supply/);
    },
  );

  it("shows no tax registration or tax without a GSTIN: the whole amount is the fee", async () => {
    const { pdf } = await receipt({ society: { gstin: "" } });
    expectOneA4Page(pdf);
    expect(pdf.flat).not.toMatch(TAX_LABEL);
    expect(pdf.flat).not.toMatch(/GSTIN|SAC|999599|Place of supply/);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Description Amount",
        "Membership fee — Life, Indian ₹11,800.00",
        "Total ₹11,800.00",
        "In words: Rupees Eleven Thousand Eight Hundred only",
      ]),
    );
  });

  it("leaves out the SAC when none is set, and tax lines when the dues carry no GST", async () => {
    const { pdf } = await receipt({
      society: { sac: "" },
      dues: { fee: 500, gst: 0, total: 500 },
      payment: { amount: 500 },
    });
    expect(pdf.lines).toEqual(expect.arrayContaining(["Description Amount", "Membership fee — Life, Indian ₹500.00"]));
    expect(pdf.flat).toContain("GSTIN: 09AAATS1234F1Z5");
    expect(pdf.flat).not.toMatch(TAX_LABEL);
    expect(pdf.flat).toContain("Rupees Five Hundred only");
  });

  it("gives a part payment its share of the tax, with paise in words", async () => {
    const { pdf } = await receipt({
      payment: { amount: 5_900.5, purpose: "renewal", method: "Cheque/DD", reference: "CHQ-004512" },
    });
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Membership fee — Life, Indian 999599 ₹5,000.42",
        "CGST 9 % ₹450.04",
        "SGST 9 % ₹450.04",
        "Total ₹5,900.50",
        "In words: Rupees Five Thousand Nine Hundred and Fifty Paise only",
        "Part payment towards ₹11,800.00 due.",
        "Method Cheque/DD",
        "Reference CHQ-004512",
        "Purpose Membership renewal",
      ]),
    );
  });

  it("writes a large total in lakh", async () => {
    const { pdf } = await receipt({
      member: { state: "Kerala" },
      dues: { fee: 100_000, gst: 18_000, total: 118_000 },
      payment: { amount: 118_000 },
    });
    expect(pdf.lines).toEqual(expect.arrayContaining(["IGST 18 % ₹18,000.00", "Total ₹1,18,000.00"]));
    expect(pdf.flat).toContain("Rupees One Lakh Eighteen Thousand only");
  });

  it("has no membership number before one is assigned", async () => {
    const snapshot = receiptSnapshotWith();
    delete snapshot.member.memberNumber;
    const pdf = await readPdf(await renderReceiptPdf(snapshot));
    expect(pdf.flat).not.toContain("Membership number");
    expect(pdf.flat).toContain("Dr. Asha Verma");
  });

  it("wraps a 500-character address inside the page, every word kept, on one page", async () => {
    const words = Array.from({ length: 100 }, (_, index) => `Lane${String(index).padStart(3, "0")}`);
    const address = words.join(" ").slice(0, 500);
    expect(address).toHaveLength(500);
    const { pdf } = await receipt({ member: { address } });
    expectOneA4Page(pdf);
    expect(pdf.flat).toContain(address);
    expect(pdf.lines.filter((line) => line.includes("Lane")).length).toBeGreaterThan(1);
    expect(pdf.lines).toEqual(expect.arrayContaining(["Total ₹11,800.00", "Purpose Membership application"]));
  });

  it("stays one page with every field at its longest, and cuts only text far beyond any limit", async () => {
    const long = (word: string, length: number) => `${word} `.repeat(length).slice(0, length).trim();
    const longest = await receipt({
      society: { address: long("Society-address", 1000), legalName: long("Society", 300) },
      member: { name: long("Name", 200), address: long("Address", 1000), membershipType: long("Type", 200) },
    });
    expectOneA4Page(longest.pdf);
    expect(longest.pdf.flat).toContain(long("Address", 1000));
    expect(longest.pdf.flat).toContain(long("Name", 200));
    expect(longest.pdf.flat).not.toContain("…");
    expect(longest.pdf.lines).toContain("Purpose Membership application");

    const absurd = await receipt({ member: { address: "Unbroken".repeat(3000), name: long("Name", 5000) } });
    expectOneA4Page(absurd.pdf);
    expect(absurd.pdf.flat).toContain("…");
    expect(absurd.pdf.lines).toEqual(expect.arrayContaining(["Total ₹11,800.00", "Purpose Membership application"]));
  });

  it("draws characters the font lacks as ? and keeps the rest", async () => {
    const { pdf } = await receipt({
      member: { name: "राम Kumār Øberg 😀", address: "Line one\nLine two\r\n\nLine three" },
    });
    expect(pdf.flat).toContain("??? Kumār Øberg ?");
    expect(pdf.lines).toEqual(expect.arrayContaining(["Line one", "Line two", "Line three"]));
  });

  it("gives the same bytes each time it is drawn, and a receipt's properties", async () => {
    const first = await renderReceiptPdf(receiptSnapshotWith());
    const again = await renderReceiptPdf(receiptSnapshotWith());
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const other = await renderReceiptPdf(receiptSnapshotWith({ number: "2026-27/0043" }));
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
    const properties = await PDFDocument.load(first, { updateMetadata: false });
    expect(properties.getTitle()).toBe("Receipt 2026-27/0042");
    expect(properties.getAuthor()).toBe(
      "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
    );
    // The receipt's day (noon in India), not the moment it was drawn.
    expect(properties.getCreationDate()?.toISOString()).toBe("2026-11-27T06:30:00.000Z");
  });

  it("is small: the fonts are subset", async () => {
    const { bytes } = await receipt();
    expect(bytes.length).toBeLessThan(40_000);
  });
});
