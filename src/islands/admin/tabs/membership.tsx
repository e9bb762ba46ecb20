import { AcceptedMembers } from "./membership/AcceptedMembers";
import { MembershipTypes } from "./membership/MembershipTypes";
import { PendingRequests } from "./membership/PendingRequests";
import { useRegistrations } from "./membership/registrations";

/**
 * The Membership tab, three parts (each in ./membership/): the membership types (the fee table),
 * the pending requests (Accept or Reject), and the accepted members (search, CSV export, Remove).
 * Requests and members share one list, loaded once.
 */
export default function MembershipTab() {
  const registrations = useRegistrations();
  return (
    <>
      <MembershipTypes />
      <PendingRequests list={registrations} />
      <AcceptedMembers list={registrations} />
    </>
  );
}
