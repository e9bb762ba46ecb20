import { MembershipTypes } from "./membership/MembershipTypes";

/** The Membership Types tab: the fee table the registration form and the office's desk read (./membership/MembershipTypes.tsx). */
export default function MembershipTypesTab() {
  return <MembershipTypes />;
}
