import { formatRupees } from "../../../../domain/format";
import { REGISTRATION_MESSAGES } from "../../../../domain/registration-messages";
import { api } from "../../ui/api";
import { useConfirm } from "../../ui/dialog";
import { useRowAction } from "../../ui/useRowAction";
import type { DeskRecord } from "./desk-record";

/**
 * The decisions on a record, each after a confirmation: accept an application (DECISIONS 14: also
 * with nothing received, but the question says so and names the balance), reject it, or remove a
 * member (the same reject call). The site contract's texts for the outcomes.
 */

const path = (verb: "accept" | "reject", record: DeskRecord) =>
  `/api/membership-registrations/${verb}/${encodeURIComponent(record._id)}`;

const who = (record: DeskRecord) => `${record.name} (${record.email})`;

/** The question before accepting: the money first, since accepting does not wait for it. */
export function acceptQuestion(record: DeskRecord): { message: string; detail: string } {
  if (record.received <= 0) {
    return {
      message: `Nothing has been received for this application (balance ${formatRupees(record.balance)}). Accept anyway?`,
      detail: who(record),
    };
  }
  const balance =
    record.balance > 0
      ? `balance ${formatRupees(record.balance)}`
      : record.balance < 0
        ? "paid in excess"
        : "paid in full";
  return {
    message: "Accept this membership application?",
    detail: `${who(record)}: received ${formatRupees(record.received)} of ${formatRupees(record.amountDue)}, ${balance}.`,
  };
}

export function useDecisions(reload: () => Promise<void>, onRemoved: (record: DeskRecord) => void) {
  const confirm = useConfirm();
  const action = useRowAction(reload);

  const accept = async (record: DeskRecord) => {
    if (!(await confirm({ ...acceptQuestion(record), confirmLabel: "Accept" }))) return;
    await action.run(record._id, {
      call: () => api.send("PUT", path("accept", record)),
      succeeded: REGISTRATION_MESSAGES.accepted,
      failed: () => "Failed to accept request.",
    });
  };

  const reject = async (record: DeskRecord) => {
    const agreed = await confirm({
      message: "Are you sure you want to reject this membership request?",
      detail: who(record),
      confirmLabel: "Reject",
      danger: true,
    });
    if (!agreed) return;
    await action.run(record._id, {
      call: () => api.send("DELETE", path("reject", record)),
      succeeded: REGISTRATION_MESSAGES.rejected,
      failed: () => "Failed to reject request.",
      then: () => onRemoved(record),
    });
  };

  const remove = async (record: DeskRecord) => {
    const agreed = await confirm({
      message: "Are you sure you want to delete this member?",
      detail: who(record),
      confirmLabel: "Remove",
      danger: true,
    });
    if (!agreed) return;
    await action.run(record._id, {
      call: () => api.send("DELETE", path("reject", record)),
      succeeded: "Member deleted successfully!",
      failed: () => "Failed to delete member.",
      then: () => onRemoved(record),
    });
  };

  return { busyId: action.busyId, accept, reject, remove };
}
