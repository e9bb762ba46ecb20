import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { receiptTax, TAX_LABELS } from "../../src/domain/receipt-tax";
import { receiptSnapshotWith } from "../support/receipt-snapshot";

const paise = (rupees: number) => Math.round(rupees * 100);

describe("the tax split of a receipt", () => {
  it("charges CGST and SGST when the member is in the society's state", () => {
    expect(receiptTax(receiptSnapshotWith())).toEqual({
      registered: true,
      taxable: 10_000,
      lines: [
        { label: "CGST 9 %", amount: 900 },
        { label: "SGST 9 %", amount: 900 },
      ],
      total: 11_800,
    });
  });

  it("charges IGST for a member in another state", () => {
    expect(receiptTax(receiptSnapshotWith({ member: { state: "Maharashtra" } }))).toEqual({
      registered: true,
      taxable: 10_000,
      lines: [{ label: "IGST 18 %", amount: 1_800 }],
      total: 11_800,
    });
  });

  it("charges IGST when an Indian member gave no state", () => {
    const snapshot = receiptSnapshotWith();
    delete snapshot.member.state;
    expect(receiptTax(snapshot).lines).toEqual([{ label: TAX_LABELS.igst, amount: 1_800 }]);
  });

  it.each(["SAARC", "Foreign"] as const)(
    "charges IGST for a %s member, whatever state is on the record",
    (nationality) => {
      const tax = receiptTax(receiptSnapshotWith({ member: { nationality, state: "Uttar Pradesh" } }));
      expect(tax.lines).toEqual([{ label: TAX_LABELS.igst, amount: 1_800 }]);
      expect(tax.taxable).toBe(10_000);
    },
  );

  it("follows the society's state, not Uttar Pradesh", () => {
    const society = { state: "Karnataka" } as const;
    expect(receiptTax(receiptSnapshotWith({ society })).lines).toHaveLength(1);
    const inKarnataka = receiptTax(receiptSnapshotWith({ society, member: { state: "Karnataka" } }));
    expect(inKarnataka.lines.map((line) => line.label)).toEqual([TAX_LABELS.cgst, TAX_LABELS.sgst]);
  });

  it("gives a part payment its proportion of fee and GST", () => {
    const tax = receiptTax(receiptSnapshotWith({ payment: { amount: 5_900 } }));
    expect(tax).toEqual({
      registered: true,
      taxable: 5_000,
      lines: [
        { label: "CGST 9 %", amount: 450 },
        { label: "SGST 9 %", amount: 450 },
      ],
      total: 5_900,
    });
  });

  it("gives an odd paisa of tax to CGST", () => {
    // 1,000.01 of 1,180: fee part 847.47 (847.466... rounded), tax 152.54; then 1,000.03: tax 152.55.
    const even = receiptTax(
      receiptSnapshotWith({ dues: { fee: 1000, gst: 180, total: 1180 }, payment: { amount: 1000.01 } }),
    );
    expect(even.taxable).toBe(847.47);
    expect(even.lines).toEqual([
      { label: TAX_LABELS.cgst, amount: 76.27 },
      { label: TAX_LABELS.sgst, amount: 76.27 },
    ]);
    const odd = receiptTax(
      receiptSnapshotWith({ dues: { fee: 1000, gst: 180, total: 1180 }, payment: { amount: 1000.03 } }),
    );
    expect(odd.taxable).toBe(847.48);
    expect(odd.lines).toEqual([
      { label: TAX_LABELS.cgst, amount: 76.28 },
      { label: TAX_LABELS.sgst, amount: 76.27 },
    ]);
  });

  it("rounds the fee part half up", () => {
    // 1 paisa of 1,180 is 0.847 paise of fee: rounds to 1 paisa of fee and no tax.
    const one = receiptTax(
      receiptSnapshotWith({ dues: { fee: 1000, gst: 180, total: 1180 }, payment: { amount: 0.01 } }),
    );
    expect(one.taxable).toBe(0.01);
    // Fee 1, GST 1 and 0.01 paid: exactly half a paisa of fee, rounded up.
    const half = receiptTax(receiptSnapshotWith({ dues: { fee: 1, gst: 1, total: 2 }, payment: { amount: 0.01 } }));
    expect(half.taxable).toBe(0.01);
    expect(half.lines.map((line) => line.amount)).toEqual([0, 0]);
  });

  it("shows no tax without a GSTIN: the whole amount is the fee", () => {
    expect(receiptTax(receiptSnapshotWith({ society: { gstin: "" } }))).toEqual({
      registered: false,
      taxable: 11_800,
      lines: [],
      total: 11_800,
    });
    const abroad = receiptTax(receiptSnapshotWith({ society: { gstin: "" }, member: { nationality: "Foreign" } }));
    expect(abroad.lines).toEqual([]);
  });

  it("has no tax lines when the dues carry no GST", () => {
    expect(
      receiptTax(receiptSnapshotWith({ dues: { fee: 500, gst: 0, total: 500 }, payment: { amount: 500 } })),
    ).toEqual({
      registered: true,
      taxable: 500,
      lines: [],
      total: 500,
    });
  });

  it("adds up to the amount exactly, with CGST and SGST a paisa apart at most", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.constantFrom("Uttar Pradesh", "Bihar"),
        (feePaise, gstPaise, amountPaise, state) => {
          const tax = receiptTax(
            receiptSnapshotWith({
              dues: { fee: feePaise / 100, gst: gstPaise / 100, total: (feePaise + gstPaise) / 100 },
              payment: { amount: amountPaise / 100 },
              member: { state },
            }),
          );
          const parts = [tax.taxable, ...tax.lines.map((line) => line.amount)].map(paise);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amountPaise);
          for (const part of parts) expect(Number.isInteger(part) && part >= 0).toBe(true);
          expect(paise(tax.total)).toBe(amountPaise);
          // The fee part is the nearest paisa to the exact proportion.
          expect(Math.abs(paise(tax.taxable) - (amountPaise * feePaise) / (feePaise + gstPaise))).toBeLessThanOrEqual(
            0.5,
          );
          if (tax.lines.length === 2) {
            const [cgst = 0, sgst = 0] = tax.lines.map((line) => paise(line.amount));
            expect(cgst - sgst === 0 || cgst - sgst === 1).toBe(true);
          }
          if (gstPaise === 0) expect(tax.lines).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("gives exactly the fee and the GST for the full amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        (feePaise, gstPaise) => {
          const tax = receiptTax(
            receiptSnapshotWith({
              member: { state: "Goa" },
              dues: { fee: feePaise / 100, gst: gstPaise / 100, total: (feePaise + gstPaise) / 100 },
              payment: { amount: (feePaise + gstPaise) / 100 },
            }),
          );
          expect(paise(tax.taxable)).toBe(feePaise);
          expect(tax.lines.map((line) => paise(line.amount))).toEqual([gstPaise]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
