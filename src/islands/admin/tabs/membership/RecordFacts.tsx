import type { ReactNode } from "react";
import { formatDayInIndia, formatLongDate, formatRupees } from "../../../../domain/format";
import { termOf } from "../../../../domain/member-standing";
import { typeOf, type DeskRecord } from "./desk-record";
import { StandingBadge } from "./StandingBadge";

/** One record's details and money, as the office needs them at the desk. */

const NONE = "None";

function validity(record: DeskRecord): string {
  if (record.validUntil) return formatLongDate(record.validUntil);
  if (termOf(record) === "Life") return "Life";
  return record.status === "pending" ? "Set on acceptance" : NONE;
}

export function RecordFacts({ record }: { record: DeskRecord }) {
  const facts: [string, ReactNode][] = [
    ["Standing", <StandingBadge key="standing" standing={record.standing} />],
    ["E-mail", record.email],
    ["Contact", record.contact],
    ["Address", record.address],
    ["State", record.state ?? NONE],
    ["Type", typeOf(record)],
    ["Term", termOf(record)],
    ["Reference", record.reference ?? NONE],
    ["Membership number", record.memberNumber ?? (record.status === "pending" ? "Given on acceptance" : NONE)],
    ["Applied on", formatDayInIndia(record.createdAt)],
    ["Accepted on", record.acceptedAt ? formatLongDate(record.acceptedAt) : "Not yet"],
    ["Valid until", validity(record)],
  ];
  const money: [string, number][] = [
    ["Due", record.amountDue],
    ["Received", record.received],
    ["Balance", record.balance],
  ];
  return (
    <>
      <dl className="admin-desk-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="admin-desk-money">
        {money.map(([term, amount]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{formatRupees(amount)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
