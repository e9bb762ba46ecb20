import { formatRupees } from "../../../../domain/format";
import type { PaymentRecord } from "../../../../domain/payments";
import { api, isApiError } from "../../ui/api";
import { useConfirm } from "../../ui/dialog";
import { failureText } from "../../ui/resource";
import { useRowAction } from "../../ui/useRowAction";
import type { DeskRecord } from "./desk-record";
import { serverMessage } from "./server-message";

/**
 * The office's decision on a payment the member reported (docs/rules/members-and-money.md §3):
 * PUT /api/membership-registrations/{id}/payments/{paymentId} `{ status, note? }`. Confirming
 * makes it received (the answer names its receipt); rejecting asks first. The server says why a
 * decision cannot be taken (already decided elsewhere), and the list is reloaded either way.
 */
export function usePaymentDecisions(record: DeskRecord, reload: () => Promise<void>, onDecided: () => void) {
  const confirmDialog = useConfirm();
  const action = useRowAction(reload);

  const decide = (payment: PaymentRecord, status: "received" | "rejected", note: string) =>
    action.run(payment._id, {
      call: () =>
        api.send(
          "PUT",
          `/api/membership-registrations/${encodeURIComponent(record._id)}/payments/${encodeURIComponent(payment._id)}`,
          { json: note.trim() === "" ? { status } : { status, note: note.trim() } },
        ),
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

  const confirm = (payment: PaymentRecord, note: string) => decide(payment, "received", note);

  const reject = async (payment: PaymentRecord, note: string) => {
    const agreed = await confirmDialog({
      message: "Reject this reported payment?",
      detail: `${formatRupees(payment.amount)} by ${payment.method}, reference ${payment.reference}, reported by ${record.name}. It will count for nothing.`,
      confirmLabel: "Reject payment",
      danger: true,
    });
    if (agreed) await decide(payment, "rejected", note);
  };

  return { busyId: action.busyId, confirm, reject };
}
