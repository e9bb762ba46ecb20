import { useCallback, useEffect, useState } from "react";
import { registrantStatusText } from "../../domain/event-registration-status";
import type { RegistrantView } from "../../domain/event-access";
import { eventDates } from "../../domain/event-dates";
import { receiptSlug } from "../../domain/financial-year";
import { formatLongDate, formatRupees } from "../../domain/format";
import { callApi } from "../member/api";
import { toSignIn } from "./account-api";
import ReportPaymentForm from "./ReportPaymentForm";

/**
 * The member's event registrations (docs/rules/events.md §5): those made signed in, each with where
 * it stands, its money, its payments and receipts, how to pay what is left, and a form to report a
 * payment. Fetched when the member opens the section (account/OnDemand.tsx), so the account page's
 * first script stays within its budget.
 */

const PATH = "/api/member/event-registrations";

const PAYMENT_STATUS = {
  reported: "Reported, awaiting confirmation",
  received: "Received",
  rejected: "Not accepted by the office",
} as const;

type Load = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; views: RegistrantView[] };

export default function EventRegistrations() {
  const [load, setLoad] = useState<Load>({ kind: "loading" });

  const refresh = useCallback(async () => {
    const answer = await callApi("GET", PATH);
    if (answer.ok)
      setLoad({ kind: "ready", views: Array.isArray(answer.body) ? (answer.body as RegistrantView[]) : [] });
    else if (answer.status === 401) toSignIn();
    else setLoad({ kind: "failed", message: answer.message });
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (load.kind === "loading") return <p className="muted">Loading your event registrations…</p>;
  if (load.kind === "failed")
    return (
      <div role="alert" className="notice notice-error">
        <p>Your event registrations could not be loaded. {load.message}</p>
        <button type="button" className="button" onClick={() => void refresh()}>
          Try again
        </button>
      </div>
    );
  if (load.views.length === 0)
    return (
      <p>
        You have no event registrations made while signed in. See the{" "}
        <a href="/conference">conferences and workshops</a>; a registration made without signing in is at{" "}
        <a href="/conference/registration">your event registration</a>.
      </p>
    );
  return (
    <div className="account-events">
      {load.views.map((view) => (
        <article key={view._id} className="account-event" aria-labelledby={`event-${view._id}`}>
          <h3 id={`event-${view._id}`}>{view.event.title}</h3>
          <p className="muted">
            {eventDates(view.event)}, {view.event.venue}. Reference {view.reference}, {view.category}.
          </p>
          <p>{registrantStatusText(view)}</p>
          <p>
            Amount {formatRupees(view.total)}; received {formatRupees(view.received)}; left to pay{" "}
            {formatRupees(view.balance)}.
          </p>
          {view.payments.length > 0 && (
            <ul>
              {view.payments.map((payment) => (
                <li key={payment._id}>
                  {formatRupees(payment.amount)} by {payment.method} {payment.reference}, paid on{" "}
                  {formatLongDate(payment.paidOn)}: {PAYMENT_STATUS[payment.status]}.
                  {payment.receiptNumber && (
                    <>
                      {" "}
                      <a href={`/api/receipts/${encodeURIComponent(receiptSlug(payment.receiptNumber))}`} download>
                        Receipt {payment.receiptNumber}
                      </a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {view.payment && view.balance > 0 && (
            <>
              {view.payment.upiUri && (
                <p>
                  <a className="button" href={view.payment.upiUri}>
                    Pay {formatRupees(view.balance)} with a UPI app
                  </a>
                </p>
              )}
              {view.payment.bank && (
                <p>
                  Or pay by bank transfer to {view.payment.bank.accountHolderName}, {view.payment.bank.bankAndBranch},
                  account {view.payment.bank.accountNumber}, IFSC {view.payment.bank.ifscCode}, with {view.reference} in
                  the remarks.
                </p>
              )}
              <h4>Report a payment for this registration</h4>
              <ReportPaymentForm
                suggested={{ amount: view.balance, purpose: "application" }}
                purposes={false}
                send={(body) => callApi("POST", `${PATH}/${encodeURIComponent(view._id)}/payments`, body)}
                onReported={() => void refresh()}
              />
            </>
          )}
        </article>
      ))}
    </div>
  );
}
