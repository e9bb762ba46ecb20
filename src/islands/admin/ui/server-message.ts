/**
 * The server's own words in an answer when it gives them (a payment's answer names its receipt:
 * "Payment received. Receipt 2026-27/0001 issued."), else `fallback`.
 */
export function serverMessage(answer: unknown, fallback: string): string {
  return typeof answer === "object" && answer !== null && "message" in answer && typeof answer.message === "string"
    ? answer.message
    : fallback;
}
