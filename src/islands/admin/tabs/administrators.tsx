import { ADMIN_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../../domain/admin-roles";
import {
  ADMIN_USER_MESSAGES,
  ACCEPT_INVITE_PATH,
  adminUserInput,
  adminUserView,
  type AdminUserView,
} from "../../../domain/admin-users";
import { formatDayInIndia } from "../../../domain/format";
import { SelectField, TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";

/**
 * The Administrators tab (owners, docs/rules/members-and-money.md §8): add an administrator by e-mail with a name and role
 * (they are e-mailed a one-time code to choose a password at /admin/accept-invite), change name and
 * role, remove. The site owner from ADMIN_EMAIL is always listed, keeps the owner role and has no
 * delete button; the server refuses those changes anyway.
 */

interface AdministratorValues {
  email: string;
  name: string;
  role: string;
  /** The edited row is the site owner (their role is not offered). */
  siteOwner: boolean;
}

const STATUS_TEXT: Record<AdminUserView["status"], string> = {
  active: "Active",
  invited: "Invited",
  "invitation-expired": "Invitation expired",
};

function statusText(admin: AdminUserView): string {
  if (admin.status === "invited" && admin.invitationExpiresAt) {
    return `Invited: the code works until ${formatDayInIndia(admin.invitationExpiresAt)}, ${new Date(
      admin.invitationExpiresAt,
    ).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" })} (India)`;
  }
  if (admin.status === "invitation-expired") return "Invitation expired or used up: remove and add again";
  return STATUS_TEXT[admin.status];
}

/** What the success message adds about the invitation e-mail, from the create call's answer. */
function createdMessage(answer: unknown): string {
  const status =
    typeof answer === "object" && answer !== null && "invitationEmail" in answer ? answer.invitationEmail : undefined;
  if (status === "sent") return `${ADMIN_USER_MESSAGES.created} The invitation with a one-time code has been e-mailed.`;
  if (status === "not-sent") {
    return `${ADMIN_USER_MESSAGES.created} E-mail is not configured, so the invitation was kept in the E-mails tab but not sent: remove and add them again once e-mail works.`;
  }
  return `${ADMIN_USER_MESSAGES.created} The invitation e-mail could not be sent (see the E-mails tab): remove and add them again to send a new code.`;
}

const config: ResourceTabConfig<AdminUserView, AdministratorValues, typeof adminUserInput> = {
  tab: "administrators",
  heading: "Administrators",
  noun: "administrator",
  addLabel: "Add Administrator",
  addTitle: "Add administrator",
  editTitle: "Edit administrator",
  tableLabel: "Administrators",
  emptyText: "No administrators yet.",
  messages: {
    created: createdMessage,
    updated: ADMIN_USER_MESSAGES.updated,
    deleted: ADMIN_USER_MESSAGES.removed,
    saveFailed: "Failed to save the administrator.",
    loadFailed: "Failed to load administrators.",
    deleteFailed: "Failed to remove the administrator.",
  },
  endpoints: {
    list: "/api/admin/users",
    create: "/api/admin/users",
    item: (id) => `/api/admin/users/${encodeURIComponent(id)}`,
  },
  record: adminUserView,
  schema: adminUserInput,
  blank: { email: "", name: "", role: "", siteOwner: false },
  fromRecord: (admin) => ({ email: admin.email, name: admin.name, role: admin.role, siteOwner: admin.siteOwner }),
  // The e-mail is sent on edits too, for the form's check; the server changes only name and role.
  toInput: (values) => ({ email: values.email, name: values.name, role: values.role as AdminUserView["role"] }),
  canDelete: (admin) => !admin.siteOwner,
  rowTitle: (admin) => `${admin.name} (${admin.email})`,
  intro: (
    <div className="muted">
      <p>Each administrator signs in with their own e-mail and password and sees only the tabs their role allows:</p>
      <ul>
        {ADMIN_ROLES.map((role) => (
          <li key={role}>
            <strong>{ROLE_LABELS[role]}</strong>: {ROLE_DESCRIPTIONS[role]}.
          </li>
        ))}
      </ul>
      <p>
        A new administrator is e-mailed a code, valid for 48 hours, to choose a password at {ACCEPT_INVITE_PATH}. A role
        change counts from their next click; removing someone signs them out at once. The site owner (ADMIN_EMAIL) is
        always an owner.
      </p>
    </div>
  ),
  columns: [
    { header: "Name", text: (admin) => admin.name, clamp: true },
    { header: "E-mail", text: (admin) => admin.email },
    {
      header: "Role",
      text: (admin) => `${ROLE_LABELS[admin.role]}${admin.siteOwner ? " (site owner)" : ""}`,
    },
    { header: "Status", text: statusText },
  ],
  renderForm: (form) => (
    <>
      <TextField
        label="E-mail"
        type="email"
        required
        autoComplete="off"
        maxLength={254}
        readOnly={form.mode === "edit"}
        hint={
          form.mode === "edit"
            ? "The address cannot change: remove the administrator and add the new address instead."
            : "The invitation with a one-time code goes to this address."
        }
        {...form.bind("email")}
      />
      <TextField label="Name" required autoComplete="off" maxLength={100} {...form.bind("name")} />
      {form.values.siteOwner ? (
        <p className="admin-hint">Role: Owner. The site owner (ADMIN_EMAIL) is always an owner.</p>
      ) : (
        <SelectField
          label="Role"
          required
          options={ADMIN_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          hint="Editor: the site's content. Membership office: members, payments and e-mails. Owner: everything."
          {...form.bind("role")}
        />
      )}
    </>
  ),
};

export default function AdministratorsTab() {
  return <ResourceTab config={config} />;
}
