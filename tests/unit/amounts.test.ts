import { describe, expect, it } from "vitest";
import { formatRupees, parseRupees } from "../../src/domain/format";
import { membershipInput } from "../../src/domain/memberships";

describe("parseRupees", () => {
  it("reads amounts the way people type them", () => {
    expect(parseRupees("1180")).toBe(1180);
    expect(parseRupees("₹1,18,000.00")).toBe(118000);
    expect(parseRupees("Rs. 500")).toBe(500);
    expect(parseRupees(" 1,000.50 ")).toBe(1000.5);
    expect(parseRupees("Rs.500")).toBe(500);
  });

  it("reads back what formatRupees writes", () => {
    for (const amount of [0, 1, 1180, 118000, 99999.99]) expect(parseRupees(formatRupees(amount))).toBe(amount);
  });

  it("gives undefined when nothing was given and NaN when it is not one number", () => {
    expect(parseRupees("")).toBeUndefined();
    expect(parseRupees("₹")).toBeUndefined();
    expect(parseRupees("free")).toBeUndefined();
    expect(parseRupees("1.2.3")).toBeNaN();
  });
});

describe("the membership schema reads amounts with it", () => {
  const option = { membershipInfo: "For one year.", nationality: "Indian", membershipType: "Annual" };

  it("takes typed amounts and works out what is left empty", () => {
    expect(membershipInput.parse({ ...option, membershipFee: "₹1,000", gst: "", total: "" })).toMatchObject({
      membershipFee: 1000,
      gst: 180,
      total: 1180,
    });
  });

  it("refuses an amount that is not one number, even where it may be left empty", () => {
    const refused = membershipInput.safeParse({ ...option, membershipFee: "1000", gst: "1.2.3" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("GST must be an amount, for example 1,180.00.");
  });
});
