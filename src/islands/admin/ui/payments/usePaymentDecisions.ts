import { formatRupees } from "../../../../domain/format";
import { api, isApiError } from "../api";
import { useConfirm } from "../dialog";
import { failureText } from "../resource";
import { serverMessage } from "../server-message";
import { useRowAction } from "../useRowAction";
import type { BookPayment, PaymentBook } from "./payment-book";

/**
 * The office's decision on a payment its payer reported (docs/rules/members-and-money.md §3,
 * docs/rules/events.md §5): PUT the book's decision path `{ status, note? }`. Confirming makes it
 * received (the answer names its receipt); rejecting asks first. The server says why a decision
 * cannot be taken (already decided elsewhere), and the list is reloaded either way.
 */
export function usePaymentDecisions(book: PaymentBook, reload: () => Promise<void>, onDecided: () => void) {
  const confirmDialog = useConfirm();
  const action = useRowAction(reload);

  const decide = (payment: BookPayment, status: "received" | "rejected", note: string) =>
    action.run(payment._id, {
      call: () =>
        api.send("PUT", book.decisionPath(payment._id), {
          json: note.trim() === "" ? { status } : { status, note: note.trim() },
        }),
      succeeded: (answer) => serverMessage(answer, status === "received" ? "Payment confirmed." : "Payment rejected."),
      failed: (error) =>
        isApiError(error)
          ? failureText(
              error,
              status === "received" ? "Failed to confirm the payment." : "Failed to reject the payment.",
            )
          : "Failed to save the decision.",
      then: onDecided,
    });

  const confirm = (payment: BookPayment, note: string) => decide(payment, "received", note);

  const reject = async (payment: BookPayment, note: string) => {
    const agreed = await confirmDialog({
      message: "Reject this reported payment?",
      detail: `${formatRupees(payment.amount)} by ${payment.method}, reference ${payment.reference}, reported by ${book.name}. It will count for nothing.`,
      confirmLabel: "Reject payment",
      danger: true,
    });
    if (agreed) await decide(payment, "rejected", note);
  };

  return { busyId: action.busyId, confirm, reject };
}
