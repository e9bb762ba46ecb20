import { indiaToday } from "../../domain/india-date";
import { memberNumber } from "../../domain/member-numbers";
import { readSettings } from "./settings";
import { appendOnce, readLedger } from "../store";

/**
 * Every membership number ever given, in one append-only ledger (`member-numbers`), the n-th
 * entry holding number n. An entry stays when its member is removed, so a number is never given
 * again; asking again for the same record gives its number back (docs/decisions/receipt-numbers.md).
 */

export const MEMBER_NUMBERS_KEY = "member-numbers";

export interface MemberNumberEntry {
  number: string;
  registrationId: string;
  /** India's date on which it was given. */
  issuedOn: string;
}

/**
 * The record's membership number: the one it was given, or the next one with the society's
 * prefix as set now (a changed prefix continues the same count).
 */
export async function issueMemberNumber(registrationId: string): Promise<string> {
  const { memberNumberPrefix } = await readSettings();
  const issuedOn = indiaToday();
  const { entry } = await appendOnce<MemberNumberEntry>(
    MEMBER_NUMBERS_KEY,
    (issued) => issued.registrationId === registrationId,
    (sequence) => ({ number: memberNumber(memberNumberPrefix, sequence), registrationId, issuedOn }),
  );
  return entry.number;
}

export const issuedMemberNumbers = () => readLedger<MemberNumberEntry>(MEMBER_NUMBERS_KEY);
