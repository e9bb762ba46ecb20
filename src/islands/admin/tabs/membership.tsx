import { AcceptedMembers } from "./membership/AcceptedMembers";
import { MembershipTypes } from "./membership/MembershipTypes";
import { OfficeActions } from "./membership/OfficeActions";
import { PendingRequests } from "./membership/PendingRequests";
import { useRegistrations } from "./membership/registrations";

/**
 * The Membership tab, four parts (each in ./membership/): the membership types (the fee table),
 * the pending requests (Accept or Reject), the accepted members (search, CSV export, Remove), and
 * the office's actions (run the reminders now, export every record with standing and money).
 * Requests and members share one list, loaded once.
 */
export default function MembershipTab() {
  const registrations = useRegistrations();
  return (
    <>
      <MembershipTypes />
      <PendingRequests list={registrations} />
      <AcceptedMembers list={registrations} />
      <OfficeActions />
    </>
  );
}
