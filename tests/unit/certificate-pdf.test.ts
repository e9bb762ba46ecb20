import { describe, expect, it } from "vitest";
import { renderCertificatePdf, type CertificateInput } from "../../src/server/pdf/certificate";
import { readPdf } from "../support/pdf-text";

const member: CertificateInput = {
  societyName: "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
  name: "Dr. Asha Verma",
  memberNumber: "SAEETD-00042",
  membershipType: "Life",
  memberSince: "2024-03-05",
};

/** Landscape A4: the page is the long side wide. */
const PAGE = { width: 841.89, height: 595.28 };

async function certificate(input: CertificateInput) {
  const bytes = await renderCertificatePdf(input);
  return { bytes, pdf: await readPdf(bytes) };
}

describe("a membership certificate PDF", () => {
  it("is one landscape A4 page with every field as text", async () => {
    const { bytes, pdf } = await certificate(member);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(pdf.pageCount).toBe(1);
    expect(pdf.width).toBeCloseTo(PAGE.width, 2);
    expect(pdf.height).toBeCloseTo(PAGE.height, 2);
    for (const text of [
      "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
      "Certificate of Membership",
      "This is to certify that Dr. Asha Verma is a member of the society.",
      "Membership number Membership type Member since SAEETD-00042 Life 5 March 2024",
    ]) {
      expect(pdf.flat).toContain(text);
    }
    expect(bytes.length).toBeLessThan(40_000);
  });

  it("shows what it is given, not a fixed text", async () => {
    const { pdf } = await certificate({
      societyName: "Another Society",
      name: "Mr. Rohan Iyer",
      memberNumber: "AS-00007",
      membershipType: "Annual",
      memberSince: "2026-11-27",
    });
    expect(pdf.flat).toContain("Another Society");
    expect(pdf.flat).toContain("Mr. Rohan Iyer");
    expect(pdf.flat).toContain("AS-00007 Annual 27 November 2026");
    expect(pdf.flat).not.toMatch(/Asha|SAEETD|Life/);
  });

  it("wraps a long name and type inside the frame, on one page", async () => {
    const name = "Śrīmatī Ṛṣikā Lakshmi Narayanan-Øverby ".repeat(5).trim();
    const membershipType = "Institutional life membership with nominees ".repeat(4).trim();
    const { pdf } = await certificate({ ...member, name, membershipType });
    expect(pdf.pageCount).toBe(1);
    expect(pdf.flat).toContain(name);
    // The type wraps in its own column, beside the number and the date: read that column alone.
    const typeColumn = pdf.pieces.filter(
      (piece) => piece.x > PAGE.width / 3 && piece.x + piece.width < (PAGE.width * 2) / 3,
    );
    expect(typeColumn.map((piece) => piece.text).join(" ")).toContain(membershipType);
    expect(pdf.lines.filter((line) => line.includes("Narayanan")).length).toBeGreaterThan(1);
    for (const piece of pdf.pieces) {
      // Inside the inner frame (34 pt from each edge).
      expect(piece.x, piece.text).toBeGreaterThanOrEqual(34);
      expect(piece.x + piece.width, piece.text).toBeLessThanOrEqual(PAGE.width - 34);
      expect(piece.y, piece.text).toBeGreaterThanOrEqual(34);
      expect(piece.y, piece.text).toBeLessThanOrEqual(PAGE.height - 34);
    }
  });
});
