import { ApplicationsAndMembers } from "./membership/ApplicationsAndMembers";
import { MembershipTypes } from "./membership/MembershipTypes";
import { OfficeActions } from "./membership/OfficeActions";

/**
 * The Membership tab, the membership office's desk (parts in ./membership/): the membership types
 * (the fee table); the applications and members (filtered by standing, searched, with their money;
 * accepted, rejected or removed; one opened to record and decide payments, download receipts and
 * the certificate); and the office's actions (run the reminders now, export every record as CSV).
 */
export default function MembershipTab() {
  return (
    <>
      <MembershipTypes />
      <ApplicationsAndMembers />
      <OfficeActions />
    </>
  );
}
