import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderReceiptPdf } from "../../src/server/pdf/receipt";
import { gstinProblem } from "../../src/domain/gstin";
import type { ReceiptSnapshot } from "../../src/domain/receipts";
import { readPdf, type ReadPdf } from "../support/pdf-text";
import { receiptSnapshotWith, validGstin, withoutMemberState, type SnapshotChanges } from "../support/receipt-snapshot";

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

const LEGAL_NAME = "Society for Agriculture, Entrepreneurship, Environment and Technology Development";

describe("a receipt PDF", () => {
  it("is one A4 page holding every field as text: a tax invoice, CGST and SGST at the dues' rate inside the society's state", async () => {
    const { bytes, pdf } = await receipt();
    // The fixture's GSTIN is a valid one, check character and all.
    expect(gstinProblem(receiptSnapshotWith().society.gstin)).toBeUndefined();
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expectOneA4Page(pdf);
    const expected = [
      LEGAL_NAME,
      "Example Bhawan, 1 Placeholder Marg, Lucknow 226001, Uttar Pradesh",
      "GSTIN: 09AAATS1234F1ZR",
      "Invoice no. 2026-27/0042",
      "Date: 27 November 2026",
      "Dr. Asha Verma",
      "12 Gomti Nagar, Lucknow 226010",
      "Membership number: SAEETD-00042",
      "Place of supply: Uttar Pradesh (09)",
      "Rupees Eleven Thousand Eight Hundred only",
      `For ${LEGAL_NAME}`,
    ];
    for (const text of expected) expect(pdf.flat).toContain(text);
    expect(pdf.lines).toContain("Tax Invoice");
    expect(pdf.lines).not.toContain("Receipt");
    expect(pdf.lines).toContain("Billed to");
    expect(pdf.flat).not.toContain("Received from");
    expect(pdf.flat).not.toContain("Receipt no.");
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Description SAC Amount",
        "Membership fee — Life, Indian 999599",
        "Taxable value ₹10,000.00",
        "CGST 9 % ₹900.00",
        "SGST 9 % ₹900.00",
        "Total ₹11,800.00",
        "Tax payable on reverse charge: No.",
        "Method UPI",
        "Reference 412345678901",
        "Paid on 25 November 2026",
        "Purpose Membership application",
        "Authorised signatory",
        "This is a computer-generated tax invoice.",
      ]),
    );
    expect(pdf.flat).not.toContain("IGST");
    expect(pdf.flat).not.toContain("letter of undertaking");
    // The fee's amount is printed once, as the taxable value: the description row carries none.
    expect(pdf.flat.split("₹10,000.00")).toHaveLength(2);
    // The table's order: the description, the taxable value, then the tax, then the total.
    const at = (line: string) => pdf.lines.indexOf(line);
    expect(at("Membership fee — Life, Indian 999599")).toBeGreaterThan(at("Description SAC Amount"));
    expect(at("Taxable value ₹10,000.00")).toBe(at("Membership fee — Life, Indian 999599") + 1);
    expect(at("CGST 9 % ₹900.00")).toBeGreaterThan(at("Taxable value ₹10,000.00"));
    expect(at("SGST 9 % ₹900.00")).toBeGreaterThan(at("CGST 9 % ₹900.00"));
    expect(at("Total ₹11,800.00")).toBeGreaterThan(at("SGST 9 % ₹900.00"));
  });

  it("charges IGST to a member in another Indian state", async () => {
    const { pdf } = await receipt({ member: { state: "Maharashtra" } });
    expectOneA4Page(pdf);
    expect(pdf.lines).toEqual(
      expect.arrayContaining(["Taxable value ₹10,000.00", "IGST 18 % ₹1,800.00", "Total ₹11,800.00"]),
    );
    expect(pdf.flat).not.toMatch(/[CS]GST/);
    expect(pdf.lines).toContain("Place of supply: Maharashtra (27)");
  });

  it.each(["SAARC", "Foreign"] as const)(
    "charges IGST to a %s member when the society charges IGST, the place of supply Other countries (96)",
    async (nationality) => {
      for (const exportSupply of ["igst", undefined] as const) {
        const { pdf } = await receipt({
          member: { nationality, address: "House 7, Thamel, Kathmandu, Nepal" },
          ...(exportSupply && { society: { exportSupply, lutReference: "AD0904260012345" } }),
        });
        expectOneA4Page(pdf);
        expect(pdf.lines).toEqual(
          expect.arrayContaining([
            "Place of supply: Other countries (96)",
            `Membership fee — Life, ${nationality} 999599`,
            "Taxable value ₹10,000.00",
            "IGST 18 % ₹1,800.00",
            "Total ₹11,800.00",
          ]),
        );
        expect(pdf.flat).not.toMatch(/[CS]GST|letter of undertaking|AD0904260012345/);
      }
    },
  );

  it("shows no tax registration or tax without a GSTIN: the whole amount is the fee", async () => {
    const { pdf } = await receipt({ society: { gstin: "" } });
    expectOneA4Page(pdf);
    expect(pdf.flat).not.toMatch(TAX_LABEL);
    expect(pdf.flat).not.toMatch(
      /GSTIN|SAC|999599|Place of supply|Taxable value|reverse charge|Tax Invoice|Invoice no/,
    );
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Receipt",
        "Receipt no. 2026-27/0042 Date: 27 November 2026",
        "Description Amount",
        "Membership fee — Life, Indian ₹11,800.00",
        "Total ₹11,800.00",
        "In words: Rupees Eleven Thousand Eight Hundred only",
        "Authorised signatory",
        "This is a computer-generated receipt.",
      ]),
    );
  });

  it("leaves out the SAC when none is set, and tax lines when the dues carry no GST", async () => {
    const { pdf } = await receipt({
      society: { sac: "" },
      dues: { fee: 500, gst: 0, total: 500 },
      payment: { amount: 500 },
    });
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Description Amount",
        "Membership fee — Life, Indian",
        "Taxable value ₹500.00",
        "Total ₹500.00",
      ]),
    );
    expect(pdf.flat).toContain("GSTIN: 09AAATS1234F1ZR");
    expect(pdf.flat).not.toMatch(/SAC|999599/);
    expect(pdf.flat).not.toMatch(TAX_LABEL);
    expect(pdf.flat).toContain("Rupees Five Hundred only");
  });

  it("gives a part payment its share of the tax, with paise in words", async () => {
    const { pdf } = await receipt({
      payment: { amount: 5_900.5, purpose: "renewal", method: "Cheque/DD", reference: "CHQ-004512" },
    });
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Membership renewal — Life, Indian 999599",
        "Taxable value ₹5,000.42",
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
    expect(pdf.lines).toEqual(
      expect.arrayContaining(["Taxable value ₹1,00,000.00", "IGST 18 % ₹18,000.00", "Total ₹1,18,000.00"]),
    );
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

  it("draws characters the fonts lack as ? and keeps the rest", async () => {
    const { pdf } = await receipt({
      member: { name: "ராம் Kumār Øberg 😀", address: "Line one\nLine two\r\n\nLine three" },
    });
    expect(pdf.flat).toContain("???? Kumār Øberg ?");
    expect(pdf.lines).toEqual(expect.arrayContaining(["Line one", "Line two", "Line three"]));
  });

  it("writes names and addresses in Devanagari as text that reads back, on one page", async () => {
    const name = "Dr. श्रीवास्तव त्रिपाठी द्विवेदी कृष्ण पृथ्वी सिंह प्रियंका";
    const { bytes, pdf } = await receipt({ member: { name, address: "लक्ष्मीबाई मार्ग, Lucknow 226010" } });
    expectOneA4Page(pdf);
    expect(pdf.flat).toContain(name);
    expect(pdf.flat).toContain("लक्ष्मीबाई मार्ग");
    expect(pdf.flat).not.toContain("?");
    const [first, again] = await Promise.all(
      [1, 2].map(() => renderReceiptPdf(receiptSnapshotWith({ member: { name } }))),
    );
    expect(Buffer.from(again ?? []).equals(Buffer.from(first ?? []))).toBe(true);
    // The whole Devanagari font goes in (about 70 KB a weight, compressed): docs/decisions/devanagari-text.md.
    expect(bytes.length).toBeLessThan(200_000);
  });

  it("gives the same bytes each time it is drawn, and a tax invoice's or receipt's properties", async () => {
    const first = await renderReceiptPdf(receiptSnapshotWith());
    const again = await renderReceiptPdf(receiptSnapshotWith());
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const other = await renderReceiptPdf(receiptSnapshotWith({ number: "2026-27/0043" }));
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
    const properties = await PDFDocument.load(first, { updateMetadata: false });
    expect(properties.getTitle()).toBe("Tax Invoice 2026-27/0042");
    expect(properties.getSubject()).toBe("Tax Invoice 2026-27/0042 for Dr. Asha Verma");
    expect(properties.getAuthor()).toBe(LEGAL_NAME);
    // The receipt's day (noon in India), not the moment it was drawn.
    expect(properties.getCreationDate()?.toISOString()).toBe("2026-11-27T06:30:00.000Z");

    const unregistered = await PDFDocument.load(
      await renderReceiptPdf(receiptSnapshotWith({ society: { gstin: "" } })),
      {
        updateMetadata: false,
      },
    );
    expect(unregistered.getTitle()).toBe("Receipt 2026-27/0042");
    expect(unregistered.getSubject()).toBe("Receipt 2026-27/0042 for Dr. Asha Verma");
  });

  it("is small: the fonts are subset", async () => {
    const { bytes } = await receipt();
    expect(bytes.length).toBeLessThan(40_000);
  });
});

/** The letterhead, heading and signatory every case prints alike (the society's legal name wraps). */
const LETTERHEAD = [
  "Society for Agriculture, Entrepreneurship, Environment and",
  "Technology Development",
  "Example Bhawan, 1 Placeholder Marg, Lucknow 226001, Uttar Pradesh",
];
const SIGNATORY = ["For Society for Agriculture, Entrepreneurship,", "Environment and Technology Development"];
const PAYMENT = ["Payment", "Method UPI", "Reference 412345678901", "Paid on 25 November 2026"];

/** A 5 % option (fee 1,000 and GST 50) paid in full. */
const FIVE_PERCENT = { dues: { fee: 1_000, gst: 50, total: 1_050 }, payment: { amount: 1_050 } } as const;

/** Draws `snapshot`, prints its text under `heading` for the run's output, and answers what it reads back. */
async function invoiceCase(heading: string, snapshot: ReceiptSnapshot) {
  const bytes = await renderReceiptPdf(snapshot);
  const pdf = await readPdf(bytes);
  console.log(`${heading}\n${pdf.lines.join("\n")}`);
  expectOneA4Page(pdf);
  const properties = await PDFDocument.load(bytes, { updateMetadata: false });
  return { pdf, title: properties.getTitle(), subject: properties.getSubject() };
}

describe("a tax invoice, every field read back from the PDF", () => {
  it("(a) an Indian member in Uttar Pradesh with a GSTIN, 5 % option: CGST 2.5 % and SGST 2.5 %", async () => {
    const gstin = validGstin("09AAACI1681G1Z");
    expect(gstin).toBe("09AAACI1681G1ZN");
    expect(gstinProblem(gstin)).toBeUndefined();
    const { pdf, title, subject } = await invoiceCase(
      "INVOICE CASE (a): Indian member in Uttar Pradesh with a GSTIN, 5 % option",
      receiptSnapshotWith({ ...FIVE_PERCENT, member: { gstin, membershipType: "Institutional" } }),
    );
    expect(title).toBe("Tax Invoice 2026-27/0042");
    expect(subject).toBe("Tax Invoice 2026-27/0042 for Dr. Asha Verma");
    expect(pdf.lines).toEqual([
      ...LETTERHEAD,
      "GSTIN: 09AAATS1234F1ZR",
      "Tax Invoice",
      "Invoice no. 2026-27/0042 Date: 27 November 2026",
      "Billed to",
      "Dr. Asha Verma",
      "12 Gomti Nagar, Lucknow 226010",
      "GSTIN: 09AAACI1681G1ZN",
      "Membership number: SAEETD-00042",
      "Place of supply: Uttar Pradesh (09)",
      "Description SAC Amount",
      "Membership fee — Institutional, Indian 999599",
      "Taxable value ₹1,000.00",
      "CGST 2.5 % ₹25.00",
      "SGST 2.5 % ₹25.00",
      "Total ₹1,050.00",
      "In words: Rupees One Thousand Fifty only",
      "Tax payable on reverse charge: No.",
      ...PAYMENT,
      "Purpose Membership application",
      ...SIGNATORY,
      "Authorised signatory",
      "This is a computer-generated tax invoice.",
    ]);
  });

  it("(b) an Indian member with no state on record, a renewal: taxed in the society's state", async () => {
    const snapshot = withoutMemberState(
      receiptSnapshotWith({
        ...FIVE_PERCENT,
        member: { membershipType: "Annual Member" },
        payment: { ...FIVE_PERCENT.payment, purpose: "renewal", period: "2027-28" },
      }),
    );
    expect(snapshot.member).not.toHaveProperty("state");
    const { pdf, title, subject } = await invoiceCase(
      "INVOICE CASE (b): Indian member with no state, renewal 2027-28, 5 % option",
      snapshot,
    );
    expect(title).toBe("Tax Invoice 2026-27/0042");
    expect(subject).toBe("Tax Invoice 2026-27/0042 for Dr. Asha Verma");
    expect(pdf.lines).toEqual([
      ...LETTERHEAD,
      "GSTIN: 09AAATS1234F1ZR",
      "Tax Invoice",
      "Invoice no. 2026-27/0042 Date: 27 November 2026",
      "Billed to",
      "Dr. Asha Verma",
      "12 Gomti Nagar, Lucknow 226010",
      "Membership number: SAEETD-00042",
      "Place of supply: Uttar Pradesh (09)",
      "Description SAC Amount",
      // The description wraps beside the SAC column, with no amount: that is the taxable value's.
      "Membership renewal 2027-28 — Annual Member, 999599",
      "Indian",
      "Taxable value ₹1,000.00",
      "CGST 2.5 % ₹25.00",
      "SGST 2.5 % ₹25.00",
      "Total ₹1,050.00",
      "In words: Rupees One Thousand Fifty only",
      "Tax payable on reverse charge: No.",
      ...PAYMENT,
      "Purpose Membership renewal",
      ...SIGNATORY,
      "Authorised signatory",
      "This is a computer-generated tax invoice.",
    ]);
  });

  it("(c) a Foreign member supplied under an LUT: no tax, Other countries (96), the LUT statement", async () => {
    const { pdf, title, subject } = await invoiceCase(
      "INVOICE CASE (c): Foreign member, zero-rated under LUT AD0904260012345",
      receiptSnapshotWith({
        society: { exportSupply: "lut", lutReference: "AD0904260012345" },
        member: { nationality: "Foreign", address: "4 Example Street, Leeds LS1 1AA, United Kingdom" },
        dues: { fee: 20_000, gst: 3_600, total: 23_600 },
        payment: { amount: 23_600 },
      }),
    );
    expect(title).toBe("Tax Invoice 2026-27/0042");
    expect(subject).toBe("Tax Invoice 2026-27/0042 for Dr. Asha Verma");
    expect(pdf.lines).toEqual([
      ...LETTERHEAD,
      "GSTIN: 09AAATS1234F1ZR",
      "Tax Invoice",
      "Invoice no. 2026-27/0042 Date: 27 November 2026",
      "Billed to",
      "Dr. Asha Verma",
      "4 Example Street, Leeds LS1 1AA, United Kingdom",
      "Membership number: SAEETD-00042",
      "Place of supply: Other countries (96)",
      "Description SAC Amount",
      "Membership fee — Life, Foreign 999599",
      "Taxable value ₹23,600.00",
      "Total ₹23,600.00",
      "In words: Rupees Twenty Three Thousand Six Hundred only",
      "Tax payable on reverse charge: No.",
      // "LUT" and its reference are joined by a no-break space: the line breaks before them, not
      // between them. PDF.js reads the no-break space back as a plain space.
      "Supply meant for export under letter of undertaking without payment of integrated tax",
      "(LUT AD0904260012345).",
      ...PAYMENT,
      "Purpose Membership application",
      ...SIGNATORY,
      "Authorised signatory",
      "This is a computer-generated tax invoice.",
    ]);
    expect(pdf.flat).toContain(
      "Supply meant for export under letter of undertaking without payment of integrated tax (LUT AD0904260012345).",
    );
    expect(pdf.flat).not.toMatch(TAX_LABEL);
  });

  it("(d) without a GSTIN: a Receipt with no GSTIN, place of supply, SAC or tax lines", async () => {
    const { pdf, title, subject } = await invoiceCase(
      "RECEIPT CASE (d): society without a GSTIN",
      receiptSnapshotWith({
        society: { gstin: "", exportSupply: "lut", lutReference: "AD0904260012345" },
        member: { gstin: validGstin("09AAACI1681G1Z") },
      }),
    );
    expect(title).toBe("Receipt 2026-27/0042");
    expect(subject).toBe("Receipt 2026-27/0042 for Dr. Asha Verma");
    expect(pdf.lines).toEqual([
      ...LETTERHEAD,
      "Receipt",
      "Receipt no. 2026-27/0042 Date: 27 November 2026",
      "Received from",
      "Dr. Asha Verma",
      "12 Gomti Nagar, Lucknow 226010",
      "Membership number: SAEETD-00042",
      "Description Amount",
      "Membership fee — Life, Indian ₹11,800.00",
      "Total ₹11,800.00",
      "In words: Rupees Eleven Thousand Eight Hundred only",
      ...PAYMENT,
      "Purpose Membership application",
      ...SIGNATORY,
      "Authorised signatory",
      "This is a computer-generated receipt.",
    ]);
    expect(pdf.flat).not.toMatch(/Tax Invoice|GSTIN|Place of supply|SAC|999599|Taxable value|reverse charge|LUT/);
    expect(pdf.flat).not.toMatch(TAX_LABEL);
  });
});
