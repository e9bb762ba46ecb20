import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinProblem } from "../../src/domain/gstin";
import { GST_STATE_CODES, INDIAN_STATES, stateOfGstCode } from "../../src/domain/indian-states";
import { percentOf } from "../../src/domain/money";
import {
  OUTSIDE_INDIA,
  placeOfSupplyOf,
  placeOfSupplyText,
  receiptTax,
  taxLabel,
  type TaxLine,
} from "../../src/domain/receipt-tax";
import { receiptSnapshotWith, validGstin, withoutMemberState } from "../support/receipt-snapshot";

const paise = (rupees: number) => Math.round(rupees * 100);

const UTTAR_PRADESH = { state: "Uttar Pradesh", code: "09" } as const;
const ABROAD = { outsideIndia: true, code: "96" } as const;

/** A 5 % option: fee 1,000 and GST 50, paid in full. */
const FIVE_PERCENT = { dues: { fee: 1_000, gst: 50, total: 1_050 }, payment: { amount: 1_050 } } as const;

/** An institution's GSTIN registered in Maharashtra (27). */
const MAHARASHTRA_GSTIN = validGstin("27AAACI1681G1Z");

const cgst = (ratePercent: number, amount: number): TaxLine => ({
  tax: "CGST",
  ratePercent,
  label: `CGST ${ratePercent} %`,
  amount,
});
const sgst = (ratePercent: number, amount: number): TaxLine => ({
  tax: "SGST",
  ratePercent,
  label: `SGST ${ratePercent} %`,
  amount,
});
const igst = (ratePercent: number, amount: number): TaxLine => ({
  tax: "IGST",
  ratePercent,
  label: `IGST ${ratePercent} %`,
  amount,
});

describe("the tax split of a receipt", () => {
  it("charges CGST and SGST when the member is in the society's state, at the dues' rate halved", () => {
    expect(receiptTax(receiptSnapshotWith())).toEqual({
      registered: true,
      placeOfSupply: UTTAR_PRADESH,
      zeroRated: false,
      taxable: 10_000,
      lines: [cgst(9, 900), sgst(9, 900)],
      total: 11_800,
    });
  });

  it("charges IGST for a member in another state, at the dues' rate", () => {
    expect(receiptTax(receiptSnapshotWith({ member: { state: "Maharashtra" } }))).toEqual({
      registered: true,
      placeOfSupply: { state: "Maharashtra", code: "27" },
      zeroRated: false,
      taxable: 10_000,
      lines: [igst(18, 1_800)],
      total: 11_800,
    });
  });

  it("takes a 5 % option's rate from its dues: CGST 2.5 % and SGST 2.5 % inside the state, IGST 5 % outside", () => {
    expect(receiptTax(receiptSnapshotWith(FIVE_PERCENT))).toEqual({
      registered: true,
      placeOfSupply: UTTAR_PRADESH,
      zeroRated: false,
      taxable: 1_000,
      lines: [cgst(2.5, 25), sgst(2.5, 25)],
      total: 1_050,
    });
    expect(receiptTax(receiptSnapshotWith({ ...FIVE_PERCENT, member: { state: "Bihar" } }))).toEqual({
      registered: true,
      placeOfSupply: { state: "Bihar", code: "10" },
      zeroRated: false,
      taxable: 1_000,
      lines: [igst(5, 50)],
      total: 1_050,
    });
    // A part payment of a 5 % option keeps the rate: 525 is 500 + 25.
    const half = receiptTax(receiptSnapshotWith({ ...FIVE_PERCENT, payment: { amount: 525 } }));
    expect(half.taxable).toBe(500);
    expect(half.lines).toEqual([cgst(2.5, 12.5), sgst(2.5, 12.5)]);
  });

  it("prints whatever rate the dues work out to, never a fixed 9 % or 18 %", () => {
    // 12 %: fee 1,000 and GST 120; 0.25 %: fee 10,000 and GST 25.
    expect(
      receiptTax(receiptSnapshotWith({ dues: { fee: 1_000, gst: 120, total: 1_120 }, payment: { amount: 1_120 } }))
        .lines,
    ).toEqual([cgst(6, 60), sgst(6, 60)]);
    expect(
      receiptTax(
        receiptSnapshotWith({
          member: { state: "Kerala" },
          dues: { fee: 10_000, gst: 25, total: 10_025 },
          payment: { amount: 10_025 },
        }),
      ).lines,
    ).toEqual([igst(0.25, 25)]);
    expect(taxLabel("CGST", 2.5)).toBe("CGST 2.5 %");
    expect(taxLabel("IGST", 18)).toBe("IGST 18 %");
    expect(taxLabel("SGST", 0.125)).toBe("SGST 0.125 %");
  });

  it("taxes an Indian member who gave no state in the society's state: CGST and SGST", () => {
    const snapshot = withoutMemberState(receiptSnapshotWith());
    expect(snapshot.member).not.toHaveProperty("state");
    expect(receiptTax(snapshot)).toEqual({
      registered: true,
      placeOfSupply: UTTAR_PRADESH,
      zeroRated: false,
      taxable: 10_000,
      lines: [cgst(9, 900), sgst(9, 900)],
      total: 11_800,
    });
    // The society's state, whichever it is.
    const inKarnataka = receiptTax(withoutMemberState(receiptSnapshotWith({ society: { state: "Karnataka" } })));
    expect(inKarnataka.placeOfSupply).toEqual({ state: "Karnataka", code: "29" });
    expect(inKarnataka.lines).toEqual([cgst(9, 900), sgst(9, 900)]);
  });

  it("takes the place of supply from a recipient's GSTIN before the state on the record", () => {
    expect(gstinProblem(MAHARASHTRA_GSTIN)).toBeUndefined();
    // In Uttar Pradesh by the record, registered in Maharashtra: IGST.
    const registeredElsewhere = receiptTax(receiptSnapshotWith({ member: { gstin: MAHARASHTRA_GSTIN } }));
    expect(registeredElsewhere).toEqual({
      registered: true,
      placeOfSupply: { state: "Maharashtra", code: "27" },
      zeroRated: false,
      taxable: 10_000,
      lines: [igst(18, 1_800)],
      total: 11_800,
    });
    // In Maharashtra by the record, registered in Uttar Pradesh: CGST and SGST.
    const registeredHere = receiptTax(
      receiptSnapshotWith({ ...FIVE_PERCENT, member: { state: "Maharashtra", gstin: validGstin("09AAACI1681G1Z") } }),
    );
    expect(registeredHere.placeOfSupply).toEqual(UTTAR_PRADESH);
    expect(registeredHere.lines).toEqual([cgst(2.5, 25), sgst(2.5, 25)]);
    // A GSTIN with no state's code (97, other territory) leaves the state on the record.
    const otherTerritory = validGstin("97AAACI1681G1Z");
    expect(gstinProblem(otherTerritory)).toBeUndefined();
    const fallback = receiptTax(receiptSnapshotWith({ member: { state: "Goa", gstin: otherTerritory } }));
    expect(fallback.placeOfSupply).toEqual({ state: "Goa", code: "30" });
    expect(fallback.lines).toEqual([igst(18, 1_800)]);
  });

  it.each(["SAARC", "Foreign"] as const)(
    "charges IGST for a %s member, whatever state or GSTIN is on the record, when the society charges IGST",
    (nationality) => {
      for (const exportSupply of ["igst", undefined] as const) {
        const snapshot = receiptSnapshotWith({
          member: { nationality, state: "Uttar Pradesh", gstin: validGstin("09AAACI1681G1Z") },
          ...(exportSupply && { society: { exportSupply } }),
        });
        expect(snapshot.society.exportSupply).toBe(exportSupply);
        expect(receiptTax(snapshot), String(exportSupply)).toEqual({
          registered: true,
          placeOfSupply: ABROAD,
          zeroRated: false,
          taxable: 10_000,
          lines: [igst(18, 1_800)],
          total: 11_800,
        });
      }
      // At a 5 % option's rate too.
      expect(receiptTax(receiptSnapshotWith({ ...FIVE_PERCENT, member: { nationality } })).lines).toEqual([
        igst(5, 50),
      ]);
    },
  );

  it.each(["SAARC", "Foreign"] as const)(
    "supplies a %s member zero-rated under an LUT: no tax lines, the whole amount taxable",
    (nationality) => {
      const society = { exportSupply: "lut", lutReference: "AD0904260012345" } as const;
      expect(receiptTax(receiptSnapshotWith({ society, member: { nationality } }))).toEqual({
        registered: true,
        placeOfSupply: ABROAD,
        zeroRated: true,
        taxable: 11_800,
        lines: [],
        total: 11_800,
      });
      const part = receiptTax(receiptSnapshotWith({ society, member: { nationality }, payment: { amount: 5_900.5 } }));
      expect(part).toMatchObject({ zeroRated: true, taxable: 5_900.5, lines: [], total: 5_900.5 });
    },
  );

  it("keeps CGST and SGST or IGST for Indian members under an LUT, and zero-rates nothing without a GSTIN", () => {
    const society = { exportSupply: "lut", lutReference: "AD0904260012345" } as const;
    expect(receiptTax(receiptSnapshotWith({ society }))).toMatchObject({
      zeroRated: false,
      lines: [cgst(9, 900), sgst(9, 900)],
    });
    expect(receiptTax(receiptSnapshotWith({ society, member: { state: "Delhi" } }))).toMatchObject({
      zeroRated: false,
      lines: [igst(18, 1_800)],
    });
    expect(
      receiptTax(receiptSnapshotWith({ society: { ...society, gstin: "" }, member: { nationality: "Foreign" } })),
    ).toEqual({
      registered: false,
      placeOfSupply: ABROAD,
      zeroRated: false,
      taxable: 11_800,
      lines: [],
      total: 11_800,
    });
  });

  it("follows the society's state, not Uttar Pradesh", () => {
    const society = { state: "Karnataka" } as const;
    expect(receiptTax(receiptSnapshotWith({ society })).lines).toEqual([igst(18, 1_800)]);
    const inKarnataka = receiptTax(receiptSnapshotWith({ society, member: { state: "Karnataka" } }));
    expect(inKarnataka.lines).toEqual([cgst(9, 900), sgst(9, 900)]);
    expect(inKarnataka.placeOfSupply).toEqual({ state: "Karnataka", code: "29" });
  });

  it("gives a part payment its proportion of fee and GST", () => {
    const tax = receiptTax(receiptSnapshotWith({ payment: { amount: 5_900 } }));
    expect(tax).toEqual({
      registered: true,
      placeOfSupply: UTTAR_PRADESH,
      zeroRated: false,
      taxable: 5_000,
      lines: [cgst(9, 450), sgst(9, 450)],
      total: 5_900,
    });
  });

  it("gives an odd paisa of tax to CGST", () => {
    // 1,000.01 of 1,180: fee part 847.47 (847.466... rounded), tax 152.54; then 1,000.03: tax 152.55.
    const even = receiptTax(
      receiptSnapshotWith({ dues: { fee: 1000, gst: 180, total: 1180 }, payment: { amount: 1000.01 } }),
    );
    expect(even.taxable).toBe(847.47);
    expect(even.lines).toEqual([cgst(9, 76.27), sgst(9, 76.27)]);
    const odd = receiptTax(
      receiptSnapshotWith({ dues: { fee: 1000, gst: 180, total: 1180 }, payment: { amount: 1000.03 } }),
    );
    expect(odd.taxable).toBe(847.48);
    expect(odd.lines).toEqual([cgst(9, 76.28), sgst(9, 76.27)]);
  });

  it("rounds the fee part half up", () => {
    // 1 paisa of 1,180 is 0.847 paise of fee: rounds to 1 paisa of fee and no tax.
    const one = receiptTax(
      receiptSnapshotWith({ dues: { fee: 1000, gst: 180, total: 1180 }, payment: { amount: 0.01 } }),
    );
    expect(one.taxable).toBe(0.01);
    expect(one.lines).toEqual([cgst(9, 0), sgst(9, 0)]);
    // Fee 1, GST 1 and 0.01 paid: exactly half a paisa of fee, rounded up.
    const half = receiptTax(receiptSnapshotWith({ dues: { fee: 1, gst: 1, total: 2 }, payment: { amount: 0.01 } }));
    expect(half.taxable).toBe(0.01);
    expect(half.lines).toEqual([cgst(50, 0), sgst(50, 0)]);
  });

  it("shows no tax without a GSTIN: the whole amount is the fee", () => {
    expect(receiptTax(receiptSnapshotWith({ society: { gstin: "" } }))).toEqual({
      registered: false,
      placeOfSupply: UTTAR_PRADESH,
      zeroRated: false,
      taxable: 11_800,
      lines: [],
      total: 11_800,
    });
    const abroad = receiptTax(receiptSnapshotWith({ society: { gstin: "" }, member: { nationality: "Foreign" } }));
    expect(abroad.lines).toEqual([]);
    expect(abroad.taxable).toBe(11_800);
  });

  it("has no tax lines when the dues carry no GST", () => {
    expect(
      receiptTax(receiptSnapshotWith({ dues: { fee: 500, gst: 0, total: 500 }, payment: { amount: 500 } })),
    ).toEqual({
      registered: true,
      placeOfSupply: UTTAR_PRADESH,
      zeroRated: false,
      taxable: 500,
      lines: [],
      total: 500,
    });
  });

  it("adds up to the amount exactly, at the dues' rate, with CGST and SGST a paisa apart at most", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.constantFrom("Indian", "SAARC", "Foreign"),
        fc.constantFrom("Uttar Pradesh", "Bihar", undefined),
        fc.constantFrom("igst", "lut", undefined),
        (feePaise, gstPaise, amountPaise, nationality, state, exportSupply) => {
          const snapshot = receiptSnapshotWith({
            dues: { fee: feePaise / 100, gst: gstPaise / 100, total: (feePaise + gstPaise) / 100 },
            payment: { amount: amountPaise / 100 },
            member: { nationality },
            ...(exportSupply && { society: { exportSupply, lutReference: "AD0904260012345" } }),
          });
          const tax = receiptTax(
            state === undefined ? withoutMemberState(snapshot) : { ...snapshot, member: { ...snapshot.member, state } },
          );
          const parts = [tax.taxable, ...tax.lines.map((line) => line.amount)].map(paise);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amountPaise);
          for (const part of parts) expect(Number.isInteger(part) && part >= 0).toBe(true);
          expect(paise(tax.total)).toBe(amountPaise);

          const zeroRated = nationality !== "Indian" && exportSupply === "lut";
          expect(tax.zeroRated).toBe(zeroRated);
          if (zeroRated || gstPaise === 0) {
            expect(tax.lines).toEqual([]);
            expect(paise(tax.taxable)).toBe(amountPaise);
            return;
          }
          // The fee part is the nearest paisa to the exact proportion.
          expect(Math.abs(paise(tax.taxable) - (amountPaise * feePaise) / (feePaise + gstPaise))).toBeLessThanOrEqual(
            0.5,
          );
          const rate = percentOf(gstPaise / 100, feePaise / 100);
          const intraState = nationality === "Indian" && state !== "Bihar";
          if (intraState) {
            expect(tax.lines.map((line) => [line.tax, line.ratePercent, line.label])).toEqual([
              ["CGST", rate / 2, taxLabel("CGST", rate / 2)],
              ["SGST", rate / 2, taxLabel("SGST", rate / 2)],
            ]);
            const [cgstPaise = 0, sgstPaise = 0] = tax.lines.map((line) => paise(line.amount));
            expect(cgstPaise - sgstPaise === 0 || cgstPaise - sgstPaise === 1).toBe(true);
          } else {
            expect(tax.lines.map((line) => [line.tax, line.ratePercent, line.label])).toEqual([
              ["IGST", rate, taxLabel("IGST", rate)],
            ]);
          }
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

describe("the place of supply", () => {
  it("is the member's state, else the society's, with its GST code; 96 outside India", () => {
    expect(placeOfSupplyOf(receiptSnapshotWith())).toEqual(UTTAR_PRADESH);
    expect(placeOfSupplyOf(receiptSnapshotWith({ member: { state: "Tamil Nadu" } }))).toEqual({
      state: "Tamil Nadu",
      code: "33",
    });
    expect(placeOfSupplyOf(withoutMemberState(receiptSnapshotWith({ society: { state: "Delhi" } })))).toEqual({
      state: "Delhi",
      code: "07",
    });
    expect(placeOfSupplyOf(receiptSnapshotWith({ member: { gstin: MAHARASHTRA_GSTIN } }))).toEqual({
      state: "Maharashtra",
      code: "27",
    });
    for (const nationality of ["SAARC", "Foreign"] as const) {
      expect(placeOfSupplyOf(receiptSnapshotWith({ member: { nationality, gstin: MAHARASHTRA_GSTIN } }))).toEqual(
        ABROAD,
      );
    }
  });

  it("is printed as the state and its code in brackets, or Other countries (96)", () => {
    expect(placeOfSupplyText(UTTAR_PRADESH)).toBe("Uttar Pradesh (09)");
    expect(placeOfSupplyText({ state: "Dadra and Nagar Haveli and Daman and Diu", code: "26" })).toBe(
      "Dadra and Nagar Haveli and Daman and Diu (26)",
    );
    expect(placeOfSupplyText({ state: "Ladakh", code: "38" })).toBe("Ladakh (38)");
    expect(placeOfSupplyText(ABROAD)).toBe("Other countries (96)");
    expect(OUTSIDE_INDIA).toBe("Other countries");
  });

  it("has a two-digit GST code for every state, each its own, read back to the state", () => {
    const codes = INDIAN_STATES.map((state) => GST_STATE_CODES[state]);
    expect(codes.every((code) => /^(0[1-9]|[12]\d|3[0-8])$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(INDIAN_STATES.length);
    for (const state of INDIAN_STATES) expect(stateOfGstCode(GST_STATE_CODES[state])).toBe(state);
    for (const code of ["00", "25", "28", "39", "96", "97", "99", "9", ""])
      expect(stateOfGstCode(code), code).toBe(undefined);
  });
});
