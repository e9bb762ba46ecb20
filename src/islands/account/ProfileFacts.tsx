import type { MemberAccount } from "../../domain/member-account";

/** What only the office changes: shown above the details form (ProfileForm), with whom to ask. */
export function ProfileFacts({ member, secretaryEmail }: { member: MemberAccount; secretaryEmail: string }) {
  return (
    <>
      <dl className="account-facts">
        <div>
          <dt>Name</dt>
          <dd>{member.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{member.email}</dd>
        </div>
        <div>
          <dt>Nationality</dt>
          <dd>{member.nationality}</dd>
        </div>
        <div>
          <dt>Membership type</dt>
          <dd>{member.membershipType}</dd>
        </div>
      </dl>
      <p className="muted">
        To change your name, e-mail, nationality or membership type, write to the office at{" "}
        <a href={`mailto:${secretaryEmail}`}>{secretaryEmail}</a>.
      </p>
    </>
  );
}
