import { lazy, Suspense, useState } from "react";
import type { MemberAccount } from "../../domain/member-account";
import { readProblem } from "../member/api";
import { downloadExport, toSignIn, withdrawApplication } from "./account-api";
import { Section } from "./section";

// Fetched the first time a pending applicant asks to withdraw: most visits never open it.
const ConfirmDialog = lazy(() => import("./ConfirmDialog"));

/** Export of everything stored about the member and, while pending, withdrawing the application. */
export function DataSection({
  member,
  onWithdrawn,
}: {
  member: MemberAccount;
  /** Given the server's words for it (MEMBER_MESSAGES.withdrawn). */
  onWithdrawn: (message: string) => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<"export" | "withdraw" | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Once asked for, the dialog stays mounted, so it can give the focus back when it closes.
  const [dialogWanted, setDialogWanted] = useState(false);

  const onExport = async () => {
    setBusy("export");
    setMessage(null);
    const answer = await downloadExport();
    setBusy(null);
    if (answer.ok) return;
    if (answer.status === 401) toSignIn();
    else setMessage(answer.message);
  };

  const onWithdraw = async (confirmed: boolean) => {
    setConfirming(false);
    if (!confirmed) return;
    setBusy("withdraw");
    setMessage(null);
    const answer = await withdrawApplication();
    setBusy(null);
    // The answer carries the message, so the member messages stay out of the page's first script
    // (the 80 KB island budget); the password form fetches them when it opens.
    if (answer.ok) onWithdrawn(readProblem(answer.body)?.message ?? "");
    else if (answer.status === 401) toSignIn();
    else setMessage(answer.message);
  };

  return (
    <Section id="account-data" title="Your data">
      <p>Download everything the society stores about you, as a JSON file.</p>
      <div className="account-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          onClick={() => void onExport()}
        >
          {busy === "export" ? "Preparing…" : "Download my data"}
        </button>
        {member.status === "Pending" && (
          <button
            type="button"
            className="button account-button-danger"
            disabled={busy !== null}
            onClick={() => {
              setDialogWanted(true);
              setConfirming(true);
            }}
          >
            {busy === "withdraw" ? "Withdrawing…" : "Withdraw my application"}
          </button>
        )}
      </div>
      <div role="alert" className="island-message">
        {message && <p className="notice notice-error">{message}</p>}
      </div>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            question="Withdraw your application?"
            detail="Your application and your details will be deleted. If you have paid already, write to the office about a refund."
            confirmLabel="Withdraw application"
            cancelLabel="Keep my application"
            onAnswer={(confirmed) => void onWithdraw(confirmed)}
          />
        </Suspense>
      )}
    </Section>
  );
}
