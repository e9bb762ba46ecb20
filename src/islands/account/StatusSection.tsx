import { formatLongDate, formatRupees } from "../../domain/format";
import type { MemberAccount } from "../../domain/member-account";
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
      <dl className="island-fee" aria-label="Amounts">
        <div>
          <dt>Amount due</dt>
          <dd>{formatRupees(member.amountDue)}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatRupees(member.received)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{formatRupees(member.balance)}</dd>
        </div>
      </dl>
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
