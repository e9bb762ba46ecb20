import { useCallback, useEffect, useState } from "react";
import { REDIRECT_MS } from "../domain/redirect-delay";
import { loadMember, loadPaymentDetails, readMember, toSignIn } from "./account/account-api";
import { DataSection } from "./account/DataSection";
import { nextStep } from "./account/next-step";
import { PaymentsSection } from "./account/PaymentsSection";
import { PaySection } from "./account/PaySection";
import { ProfileFacts } from "./account/ProfileFacts";
import { OnDemand } from "./account/OnDemand";
import { StatusSection } from "./account/StatusSection";
import { API_MESSAGES } from "./member/api";
import type { MemberAccount } from "../domain/member-account";
import type { PublicPaymentDetails } from "../domain/payment-details";
import { signOut } from "./member/session";
import "./forms.css";
import "./account/account.css";

interface Props {
  /** Where members write for what they cannot change here (src/content/site.ts). */
  secretaryEmail: string;
}

type Load =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; member: MemberAccount; details: PublicPaymentDetails | null }
  | { kind: "withdrawn"; message: string };

// The forms a visit seldom needs are fetched when asked for (account/OnDemand.tsx).
const loadReportPaymentForm = () => import("./account/ReportPaymentForm");
const loadPasswordForm = () => import("./account/PasswordForm");
const loadProfileForm = () => import("./account/ProfileForm");
const loadEventRegistrations = () => import("./account/EventRegistrations");

export const ACCOUNT_MESSAGES = {
  loading: "Loading your account…",
  loadFailed: "Your account could not be loaded.",
} as const;

/** The member's record, or how loading it failed; a 401 goes to sign-in instead. */
async function fetchMember(): Promise<MemberAccount | string | null> {
  const answer = await loadMember();
  if (answer.ok) return readMember(answer.body) ?? API_MESSAGES.failed;
  if (answer.status === 401) {
    toSignIn();
    return null;
  }
  return answer.message;
}

/**
 * The member area (docs/rules/members-and-money.md §7): standing and next step, how to pay, reporting a payment, the
 * payments, profile and consent, password, export, withdrawing and signing out. Everything comes
 * from /api/member/me with the session cookie; a page without a session goes to /login.
 */
export default function MemberAccount({ secretaryEmail }: Props) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });

  const refresh = useCallback(async () => {
    const [member, details] = await Promise.all([fetchMember(), loadPaymentDetails()]);
    if (member === null) return;
    setLoad(typeof member === "string" ? { kind: "failed", message: member } : { kind: "ready", member, details });
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A link to a section (/account#password) can only be followed once the sections exist; the
  // focus goes to its heading so keyboard and screen reader users start there too.
  const ready = load.kind === "ready";
  useEffect(() => {
    if (!ready || !window.location.hash) return;
    const section = document.getElementById(window.location.hash.slice(1));
    section?.scrollIntoView();
    section?.querySelector<HTMLElement>("h2")?.focus();
  }, [ready]);

  useEffect(() => {
    if (load.kind !== "withdrawn") return undefined;
    const goHome = window.setTimeout(() => window.location.assign("/"), REDIRECT_MS);
    return () => window.clearTimeout(goHome);
  }, [load.kind]);

  switch (load.kind) {
    case "loading":
      return (
        <p role="status" className="muted">
          {ACCOUNT_MESSAGES.loading}
        </p>
      );
    case "failed":
      return (
        <div role="alert" className="notice notice-error">
          <p>
            {ACCOUNT_MESSAGES.loadFailed} {load.message}
          </p>
          <button type="button" className="button" onClick={() => void refresh()}>
            Try again
          </button>
        </div>
      );
    case "withdrawn":
      return (
        <p role="status" className="notice notice-success">
          {load.message} You will be taken to the home page.
        </p>
      );
    case "ready": {
      const { member, details } = load;
      const next = nextStep(member);
      return (
        <div className="account">
          <SignedInBar name={member.name} />
          <StatusSection member={member} next={next} />
          {next.pay && <PaySection member={member} pay={next.pay} details={details} />}
          <OnDemand
            id="account-report"
            title="Report a payment"
            intro={
              <p>
                Paid already? Tell the office here so it can match your payment; it will confirm it and send a receipt.
              </p>
            }
            openLabel="Report a payment"
            load={loadReportPaymentForm}
            props={{ suggested: next.pay, onReported: () => void refresh() }}
          />
          <PaymentsSection payments={member.payments} />
          <OnDemand
            id="account-events"
            title="Your event registrations"
            openLabel="Show your event registrations"
            load={loadEventRegistrations}
            props={{}}
          />
          <OnDemand
            id="account-profile"
            title="Your details"
            intro={<ProfileFacts member={member} secretaryEmail={secretaryEmail} />}
            openLabel="Change your details"
            load={loadProfileForm}
            props={{ member, onSaved: () => void refresh() }}
          />
          <OnDemand
            id="password"
            title="Password"
            openLabel="Change your password"
            load={loadPasswordForm}
            props={{}}
          />
          <DataSection member={member} onWithdrawn={(message) => setLoad({ kind: "withdrawn", message })} />
        </div>
      );
    }
  }
}

function SignedInBar({ name }: { name: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const onSignOut = async () => {
    setBusy(true);
    setFailed(null);
    const answer = await signOut();
    setBusy(false);
    // 401: the session had already ended, which is what signing out wants.
    if (answer.ok || answer.status === 401) toSignIn();
    else setFailed(answer.message);
  };
  return (
    <div className="account-bar">
      <p>
        Signed in as <strong>{name}</strong>
      </p>
      <button type="button" className="button button-secondary" disabled={busy} onClick={() => void onSignOut()}>
        {busy ? "Signing out…" : "Sign out"}
      </button>
      <div role="alert" className="island-message">
        {failed && <p className="notice notice-error">{failed}</p>}
      </div>
    </div>
  );
}
