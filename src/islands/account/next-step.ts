import { formatLongDate, formatRupees } from "../../domain/format";
import { amountToPay, type AmountToPay } from "../../domain/amount-to-pay";
import type { MemberAccount } from "../../domain/member-account";

/**
 * What a member should do next, from their standing and balance (docs/rules/members-and-money.md §5, 7): pay, wait for
 * the office, renew, or nothing. `pay` says how much the payment panel asks for and what for.
 */
export interface NextStep {
  title: string;
  text: string;
  pay: AmountToPay | null;
}

/** What renewing asks for now: the open period's balance, or that the office sets its amount. */
function renewalAsk(member: MemberAccount): string {
  const { renewal } = member;
  if (renewal?.renewedOn === null && renewal.amountDue === null) {
    return "The office will tell you the renewal amount by e-mail; you can then pay it here";
  }
  if (renewal?.renewedOn === null && renewal.received > 0) {
    return `Pay the ${formatRupees(renewal.balance)} still due for ${renewal.period} (${formatRupees(renewal.received)} of ${formatRupees(renewal.amountDue ?? 0)} received)`;
  }
  const amount = renewal?.renewedOn === null ? renewal.amountDue : null;
  return `Pay the annual fee${amount === null ? "" : ` of ${formatRupees(amount)}`}`;
}

export function nextStep(member: MemberAccount): NextStep {
  const pay = amountToPay(member);
  const quoting = member.reference ? `, quoting your reference ${member.reference}` : "";
  const reported = member.payments.some((payment) => payment.status === "reported");
  const validUntil = member.validUntil ? formatLongDate(member.validUntil) : "";
  if (member.status !== "Pending" && member.balance > 0) {
    return {
      title: "Pay the balance",
      text: `${formatRupees(member.balance)} of your membership fee is still due. Pay it by UPI or bank transfer${quoting}, then report the payment below.`,
      pay,
    };
  }
  switch (member.status) {
    case "Pending":
      if (member.balance > 0) {
        return {
          title: "Pay for your application",
          text: reported
            ? `The office is checking the payment you reported. ${formatRupees(member.balance)} is still due: when it is paid and confirmed, the office reviews your application.`
            : `Pay ${formatRupees(member.balance)} by UPI or bank transfer${quoting}, then report the payment below. The office reviews your application once the payment is confirmed.`,
          pay,
        };
      }
      return {
        title: "Waiting for approval",
        text: "Your payment has been received. The office will review your application; you will get an e-mail when it is accepted.",
        pay: null,
      };
    case "Life":
      return {
        title: "You are a life member",
        text: "Your membership does not need renewing. Keep your contact details up to date below.",
        pay: null,
      };
    case "Active":
      // An early renewal payment opened the next period: what is left of it.
      if (pay?.purpose === "renewal") {
        return { title: "Finish your renewal", text: `${renewalAsk(member)}, then report the payment below.`, pay };
      }
      return {
        title: "Your membership is active",
        text: `It is valid until ${validUntil}. You can renew here when it nears its end; we will remind you by e-mail 30 days before.`,
        pay: null,
      };
    case "Expiring":
      return {
        title: "Renew your membership",
        text: `Your membership ends on ${validUntil}. ${renewalAsk(member)}, then report the payment below with the purpose "renewal". Renewing early keeps the days you have left.`,
        pay,
      };
    case "Lapsed":
      return {
        title: "Your membership has lapsed",
        text: `It ended on ${validUntil}. ${renewalAsk(member)} and report the payment below with the purpose "renewal" to start a new year.`,
        pay,
      };
  }
}
