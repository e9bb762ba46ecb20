import { TabHeading } from "../ui/tab";
import { ApplicationsAndMembers } from "./membership/ApplicationsAndMembers";
import { OfficeActions } from "./membership/OfficeActions";

/**
 * The Membership tab, the membership office's desk (parts in ./membership/): the applications and
 * members (filtered by standing, searched, with their money; accepted, rejected or removed; one
 * opened to record and decide payments, download receipts and the certificate); and the office's
 * actions (run the reminders now, export every record as CSV). The fee table is its own tab,
 * Membership Types.
 */
export default function MembershipTab() {
  return (
    <div className="admin-tab">
      <div className="admin-tab-top">
        <TabHeading>Membership</TabHeading>
      </div>
      <ApplicationsAndMembers />
      <OfficeActions />
    </div>
  );
}
