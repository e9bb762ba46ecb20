/**
 * The UPI payment link of MEMBERS.md 3, which UPI apps read from a QR code:
 * upi://pay?pa=<upiId>&pn=<payee>&am=<amount, 2 decimals>&cu=INR&tr=<reference>&tn=<note>
 * Values percent-encoded, spaces as %20.
 */
export function upiPaymentUri({
  upiId,
  payee,
  amount,
  reference,
}: {
  upiId: string;
  payee: string;
  amount: number;
  reference: string;
}): string {
  const parts: [string, string][] = [
    ["pa", upiId],
    ["pn", payee],
    ["am", amount.toFixed(2)],
    ["cu", "INR"],
    ["tr", reference],
    ["tn", `Membership ${reference}`],
  ];
  return `upi://pay?${parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}
