import type { ReactNode } from "react";
import { formatDayInIndia, formatLongDate, formatRupees } from "../../../../domain/format";
import { termOf } from "../../../../domain/member-standing";
import type { RenewalMoney } from "../../../../domain/renewals";
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
    ["GSTIN", record.gstin ?? NONE],
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
    ...(record.credit > 0 ? [["Credit", record.credit] as [string, number]] : []),
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
      <MoneyFacts label="Application" money={money} />
      {record.renewal && <RenewalFacts renewal={record.renewal} />}
    </>
  );
}

function MoneyFacts({ label, money }: { label: string; money: [string, ReactNode][] }) {
  return (
    <dl className="admin-desk-money" aria-label={label}>
      <div>
        <dt>{label}</dt>
        <dd />
      </div>
      {money.map(([term, amount]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{typeof amount === "number" ? formatRupees(amount) : amount}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The current renewal period's own dues, apart from the application's. */
function RenewalFacts({ renewal }: { renewal: RenewalMoney }) {
  const money: [string, ReactNode][] = [
    ["Due", renewal.amountDue ?? "Not set: set it below"],
    ["Received", renewal.received],
    ["Balance", renewal.balance],
    ...(renewal.credit > 0 ? [["Credit", renewal.credit] as [string, ReactNode]] : []),
    [
      "State",
      renewal.renewedOn
        ? `Renewed on ${formatLongDate(renewal.renewedOn)}`
        : `Open since ${formatLongDate(renewal.opensOn)}`,
    ],
  ];
  return <MoneyFacts label={`Renewal ${renewal.period}`} money={money} />;
}
