import { DIRECTORY_MESSAGES, type DirectoryMember } from "../domain/directory";

const COLUMNS = [
  "Name",
  "Designation",
  "Area of specialization",
  "Membership type",
  "Nationality",
  "E-mail / Contact / Address",
] as const;

interface Props {
  members: readonly DirectoryMember[];
  caption: string;
  captionId: string;
  /** The position of the first member (1-based), for the rows' keys. */
  from: number;
}

/**
 * The directory's table: built into each page of /membership/directory/ (rendered by Astro
 * without script) and drawn by the island for a search, so both show a member the same way.
 */
export function MemberTable({ members, caption, captionId, from }: Props) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data member-directory-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="member-directory-empty">
                {DIRECTORY_MESSAGES.empty}
              </td>
            </tr>
          ) : (
            members.map((member, i) => <MemberRow key={from + i} member={member} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One member; the contact cell is blank unless the member agreed to list those details. */
function MemberRow({ member }: { member: DirectoryMember }) {
  const phone = member.contact.replace(/[^\d+]/g, "");
  return (
    <tr>
      <th scope="row">{member.name}</th>
      <td>{member.designation}</td>
      <td>{member.areaOfSpecialization}</td>
      <td>{member.membershipType}</td>
      <td>{member.nationality}</td>
      <td className="member-directory-contact">
        {member.email && (
          <span>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </span>
        )}
        {member.contact && <span>{phone ? <a href={`tel:${phone}`}>{member.contact}</a> : member.contact}</span>}
        {member.address && <span>{member.address}</span>}
      </td>
    </tr>
  );
}
