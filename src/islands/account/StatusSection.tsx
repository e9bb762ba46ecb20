import { formatLongDate, formatRupees } from "../../domain/format";
import type { MemberAccount } from "../../domain/member-account";
import type { RenewalMoney } from "../../domain/renewals";
import type { NextStep } from "./next-step";
import { Section } from "./section";

/** Where the membership stands, what to do next, and the money: due, received, balance. */
export function StatusSection({ member, next }: { member: MemberAccount; next: NextStep }) {
  return (
    <Section id="account-status" title="Your membership">
      <p className="account-standing">
        <span className={`account-badge account-badge-${member.status.toLowerCase()}`}>{member.status}</span>
        <span>
          {member.membershipType} ({member.nationality})
        </span>
      </p>
      <dl className="account-facts">
        {member.reference && (
          <div>
            <dt>Application reference</dt>
            <dd>{member.reference}</dd>
          </div>
        )}
        {member.memberNumber && (
          <div>
            <dt>Membership number</dt>
            <dd>{member.memberNumber}</dd>
          </div>
        )}
        {member.acceptedAt && (
          <div>
            <dt>Member since</dt>
            <dd>{formatLongDate(member.acceptedAt)}</dd>
          </div>
        )}
        {member.validUntil && (
          <div>
            <dt>Valid until</dt>
            <dd>{formatLongDate(member.validUntil)}</dd>
          </div>
        )}
      </dl>
      <div className="notice notice-info account-next">
        <h3>{next.title}</h3>
        <p>{next.text}</p>
      </div>
      <Amounts
        label="Application"
        amounts={[
          ["Amount due", formatRupees(member.amountDue)],
          ["Received", formatRupees(member.received)],
          ["Balance", formatRupees(member.balance)],
          ...(member.credit > 0 ? [["Credit", formatRupees(member.credit)] as Amount] : []),
        ]}
      />
      {member.renewal && <RenewalAmounts renewal={member.renewal} />}
      {member.memberNumber && (
        <p>
          <a className="button button-secondary" href="/api/member/certificate" download>
            Download membership certificate (PDF)
          </a>
        </p>
      )}
    </Section>
  );
}

type Amount = [string, string];

/** One group of amounts with its heading, so the application's and a renewal's dues stay apart. */
function Amounts({ label, amounts }: { label: string; amounts: Amount[] }) {
  return (
    <>
      <h3 className="account-amounts-heading">{label}</h3>
      <dl className="island-fee" aria-label={`${label} amounts`}>
        {amounts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The current renewal period's own dues: open, or renewed with the validity it gave. */
function RenewalAmounts({ renewal }: { renewal: RenewalMoney }) {
  const amounts: Amount[] = [
    ["Amount due", renewal.amountDue === null ? "To be set by the office" : formatRupees(renewal.amountDue)],
    ["Received", formatRupees(renewal.received)],
    ["Balance", formatRupees(renewal.balance)],
    ...(renewal.credit > 0 ? [["Credit", formatRupees(renewal.credit)] as Amount] : []),
    ...(renewal.validUntil ? [["Renewed until", formatLongDate(renewal.validUntil)] as Amount] : []),
  ];
  return <Amounts label={`Renewal ${renewal.period}`} amounts={amounts} />;
}
