import { useCallback, useEffect, useId, useRef, useState } from "react";
import { z } from "zod";
import { NATIONALITIES } from "../../../domain/fields";
import { formatRupees } from "../../../domain/format";
import { adminRegistrationView, type AdminRegistration } from "../../../domain/membership-registrations";
import {
  GST_RATE_PERCENT,
  membershipAmounts,
  membershipInput,
  membershipRecord,
  type MembershipInput,
  type MembershipRecord,
} from "../../../domain/memberships";
import { api, isApiError } from "../ui/api";
import { DataTable, type Column } from "../ui/DataTable";
import { useConfirm } from "../ui/dialog";
import { SelectField, TextArea, TextField } from "../ui/fields";
import { useNotify } from "../ui/messages";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";

/**
 * The Membership tab, three parts:
 * - membership types (the fee table): a ResourceTab; GST and total may be left empty, the API then
 *   works them out (18% of the fee, fee + GST), and the form shows those figures as hints;
 * - pending requests: Accept or Reject (with confirmation);
 * - accepted members: search, Remove (the reject call, with confirmation), CSV export.
 * Requests and members come from one call (GET /api/membership-registrations/ with the token).
 * A failure to load them is only logged (SPEC 8: no alert); the sections then say so in a quiet
 * line with a "Try again" button.
 */

// ---------------------------------------------------------------- membership types

interface MembershipValues {
  membershipInfo: string;
  nationality: string;
  membershipType: string;
  membershipFee: string;
  gst: string;
  total: string;
}

/** An amount as the schema reads typed text ("₹1,180.00" -> 1180); undefined when none. */
function typedAmount(text: string): number | undefined {
  const digits = text.replace(/[^\d.]/g, "").replace(/^\.+/, "");
  if (digits === "") return undefined;
  const value = Number(digits);
  return Number.isFinite(value) ? value : undefined;
}

const nationalityOrder = (nationality: string) => NATIONALITIES.indexOf(nationality as (typeof NATIONALITIES)[number]);

const byNationalityThenFee = (rows: MembershipRecord[]) =>
  [...rows].sort(
    (a, b) =>
      nationalityOrder(a.nationality) - nationalityOrder(b.nationality) ||
      a.membershipFee - b.membershipFee ||
      a.createdAt.localeCompare(b.createdAt),
  );

/** The hints under GST and total: what an empty field will be saved as. */
function amountHints(values: MembershipValues) {
  const fee = typedAmount(values.membershipFee);
  if (fee === undefined) {
    return {
      gst: `Optional: leave empty to use ${GST_RATE_PERCENT}% of the fee.`,
      total: "Optional: leave empty to use fee + GST.",
    };
  }
  const computed = membershipAmounts(fee, typedAmount(values.gst));
  return {
    gst: `Optional: leave empty to use ${GST_RATE_PERCENT}% of the fee (${formatRupees(membershipAmounts(fee).gst)}).`,
    total: `Optional: leave empty to use fee + GST (${formatRupees(computed.total)}).`,
  };
}

const typesConfig: ResourceTabConfig<MembershipRecord, MembershipValues, typeof membershipInput> = {
  tab: "membership",
  heading: "Membership",
  noun: "membership type",
  addLabel: "Add Membership Type",
  addTitle: "Add membership type",
  editTitle: "Edit membership type",
  tableLabel: "Membership types",
  emptyText: "No membership types yet. Use “Add Membership Type” to add the first fee.",
  messages: {
    created: "Membership added successfully!",
    updated: "Membership updated successfully!",
    deleted: "Membership deleted successfully!",
    saveFailed: "Failed to save membership details.",
    loadFailed: "Failed to load memberships.",
    deleteFailed: "Failed to delete membership.",
  },
  endpoints: {
    list: "/api/memberships/get",
    create: "/api/memberships/create",
    item: (id) => `/api/memberships/${encodeURIComponent(id)}`,
  },
  record: membershipRecord,
  sort: byNationalityThenFee,
  schema: membershipInput,
  blank: { membershipInfo: "", nationality: "", membershipType: "", membershipFee: "", gst: "", total: "" },
  fromRecord: (option) => ({
    membershipInfo: option.membershipInfo,
    nationality: option.nationality,
    membershipType: option.membershipType,
    membershipFee: String(option.membershipFee),
    gst: String(option.gst),
    total: String(option.total),
  }),
  // Amounts go as typed: the schema strips the currency sign and grouping, blanks are computed.
  // The choice may still be empty here: the schema then reports it next to the field.
  toInput: (values) => ({ ...values, nationality: values.nationality as MembershipInput["nationality"] }),
  rowTitle: (option) => `${option.nationality} ${option.membershipType}`,
  intro: (
    <p className="muted">
      Membership types and fees (the public rate table shows the Indian ones), then the pending requests and the
      accepted members below.
    </p>
  ),
  columns: [
    { header: "Nationality", text: (option) => option.nationality },
    { header: "Membership type", text: (option) => option.membershipType },
    { header: "Membership info", text: (option) => option.membershipInfo, clamp: true },
    { header: "Fee", text: (option) => formatRupees(option.membershipFee), numeric: true },
    { header: "GST", text: (option) => formatRupees(option.gst), numeric: true },
    { header: "Total", text: (option) => formatRupees(option.total), numeric: true },
  ],
  renderForm: (form) => {
    const hints = amountHints(form.values);
    return (
      <>
        <SelectField label="Nationality" required options={NATIONALITIES} {...form.bind("nationality")} />
        <TextField
          label="Membership type"
          required
          autoComplete="off"
          maxLength={200}
          hint="For example Annual, Life or Institutional."
          {...form.bind("membershipType")}
        />
        <TextArea label="Membership info" rows={3} required maxLength={2000} {...form.bind("membershipInfo")} />
        <TextField
          label="Membership fee"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="In rupees; “₹1,000” and “1000” are both fine."
          {...form.bind("membershipFee")}
        />
        <TextField label="GST" inputMode="decimal" autoComplete="off" hint={hints.gst} {...form.bind("gst")} />
        <TextField label="Total" inputMode="decimal" autoComplete="off" hint={hints.total} {...form.bind("total")} />
      </>
    );
  },
};

// ---------------------------------------------------------------- registrations

type LoadStatus = "loading" | "error" | "ready";

/** Pending and accepted registrations from one call; failures are logged, never alerted. */
function useRegistrations() {
  const [rows, setRows] = useState<AdminRegistration[]>([]);
  const [status, setStatus] = useState<LoadStatus>("loading");
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const loaded = await api.get("/api/membership-registrations/", z.array(adminRegistrationView));
      if (call !== latest.current) return;
      setRows([...loaded].sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
      setStatus("ready");
    } catch (error) {
      if (call !== latest.current || (isApiError(error) && error.kind === "auth")) return;
      console.error("Failed to load membership registrations.", error);
      setStatus("error");
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { rows, status, reload };
}

type Registrations = ReturnType<typeof useRegistrations>;

const appliedOn = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const formatApplied = (iso: string) => appliedOn.format(new Date(iso));

const registrationColumns: Column<AdminRegistration>[] = [
  { header: "Name", text: (row) => row.name },
  { header: "E-mail", text: (row) => row.email },
  { header: "Contact", text: (row) => row.contact },
  { header: "Nationality", text: (row) => row.nationality },
  { header: "Type", text: (row) => row.membershipType },
  { header: "Fee", text: (row) => formatRupees(row.membershipFee), numeric: true },
  {
    header: "Date",
    text: (row) => formatApplied(row.createdAt),
    render: (row) => <time dateTime={row.createdAt}>{formatApplied(row.createdAt)}</time>,
  },
];

/** The quiet line under a section heading while loading, after a failure, or when empty. */
function SectionStatus({ list, emptyText }: { list: Registrations; emptyText: string }) {
  if (list.status === "loading") return <p className="admin-list-status muted">Loading…</p>;
  if (list.status === "error") {
    return (
      <p className="admin-list-status muted">
        Could not load the list.{" "}
        <button type="button" className="admin-link-button" onClick={() => void list.reload()}>
          Try again
        </button>
      </p>
    );
  }
  return <p className="admin-list-status muted">{emptyText}</p>;
}

function PendingRequests({ list }: { list: Registrations }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);
  const pending = list.rows.filter((row) => row.status === "pending");
  const headingId = useId();

  const act = async (row: AdminRegistration, kind: "accept" | "reject") => {
    if (kind === "reject") {
      const agreed = await confirm({
        message: "Are you sure you want to reject this membership request?",
        detail: `${row.name} (${row.email})`,
        confirmLabel: "Reject",
        danger: true,
      });
      if (!agreed) return;
    }
    setBusyId(row._id);
    try {
      const id = encodeURIComponent(row._id);
      if (kind === "accept") await api.send("PUT", `/api/membership-registrations/accept/${id}`);
      else await api.send("DELETE", `/api/membership-registrations/reject/${id}`);
      notify.success(
        kind === "accept" ? "Membership request accepted successfully!" : "Membership request rejected successfully!",
      );
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      notify.error(kind === "accept" ? "Failed to accept request." : "Failed to reject request.");
    } finally {
      setBusyId(null);
      void list.reload();
    }
  };

  return (
    <section className="admin-tab admin-membership-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Pending requests{list.status === "ready" && ` (${pending.length})`}</h3>
      {pending.length === 0 ? (
        <SectionStatus list={list} emptyText="No pending membership requests." />
      ) : (
        <DataTable
          label="Pending membership requests"
          rows={pending}
          rowTitle={(row) => row.name}
          columns={registrationColumns}
          busyId={busyId}
          extraActions={(row) => (
            <>
              <button
                type="button"
                className="button button-small"
                disabled={busyId === row._id}
                onClick={() => void act(row, "accept")}
              >
                Accept<span className="visually-hidden"> {row.name}</span>
              </button>
              <button
                type="button"
                className="button button-small admin-button-danger"
                disabled={busyId === row._id}
                onClick={() => void act(row, "reject")}
              >
                Reject<span className="visually-hidden"> {row.name}</span>
              </button>
            </>
          )}
        />
      )}
    </section>
  );
}

/**
 * One CSV field: quoted, quotes doubled, and a leading formula character defused for spreadsheets
 * (a phone number such as "+91 90000 00001" is kept as it is: it cannot call anything).
 */
const csvField = (value: string) => {
  const risky = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().-]+$/.test(value);
  return `"${(risky ? `'${value}` : value).replace(/"/g, '""')}"`;
};

function downloadMembersCsv(rows: readonly AdminRegistration[]) {
  const lines = [
    [
      "Name",
      "E-mail",
      "Contact",
      "Nationality",
      "Designation",
      "Address",
      "Area of specialization",
      "Membership type",
      "Fee",
      "Applied on",
      "Show contact in directory",
    ],
    ...rows.map((row) => [
      row.name,
      row.email,
      row.contact,
      row.nationality,
      row.designation,
      row.address,
      row.areaOfSpecialization,
      row.membershipType,
      row.membershipFee.toFixed(2),
      row.createdAt,
      row.showContactInDirectory ? "Yes" : "No",
    ]),
  ];
  const csv = lines.map((line) => line.map(csvField).join(",")).join("\r\n");
  // A byte-order mark so spreadsheet programs read the UTF-8 names correctly.
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "members.csv";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const matches = (row: AdminRegistration, query: string) =>
  [row.name, row.email, row.contact, row.designation, row.address, row.areaOfSpecialization].some((field) =>
    field.toLowerCase().includes(query),
  );

function AcceptedMembers({ list }: { list: Registrations }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const headingId = useId();
  const searchId = useId();
  const accepted = list.rows
    .filter((row) => row.status === "accepted")
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
  const needle = query.trim().toLowerCase();
  const shown = needle === "" ? accepted : accepted.filter((row) => matches(row, needle));

  const removeMember = async (row: AdminRegistration) => {
    const agreed = await confirm({
      message: "Are you sure you want to delete this member?",
      detail: `${row.name} (${row.email})`,
      confirmLabel: "Remove",
      danger: true,
    });
    if (!agreed) return;
    setBusyId(row._id);
    try {
      await api.send("DELETE", `/api/membership-registrations/reject/${encodeURIComponent(row._id)}`);
      notify.success("Member deleted successfully!");
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      notify.error("Failed to delete member.");
    } finally {
      setBusyId(null);
      void list.reload();
    }
  };

  return (
    <section className="admin-tab admin-membership-section" aria-labelledby={headingId}>
      <div className="admin-tab-top">
        <h3 id={headingId}>Accepted members{list.status === "ready" && ` (${accepted.length})`}</h3>
        <button
          type="button"
          className="button"
          disabled={accepted.length === 0}
          onClick={() => downloadMembersCsv(accepted)}
        >
          Export CSV
        </button>
      </div>
      {accepted.length === 0 ? (
        <SectionStatus list={list} emptyText="No accepted members yet." />
      ) : (
        <>
          <div className="admin-field">
            <label htmlFor={searchId}>Search members</label>
            <p className="admin-hint" id={`${searchId}-hint`}>
              Name, e-mail, contact, designation, address or area of specialization.
            </p>
            <input
              id={searchId}
              type="search"
              value={query}
              autoComplete="off"
              aria-describedby={`${searchId}-hint`}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <p className="muted" role="status">
            {needle === ""
              ? `${accepted.length} members.`
              : `${shown.length} of ${accepted.length} members match “${query.trim()}”.`}
          </p>
          {shown.length > 0 && (
            <DataTable
              label="Accepted members"
              rows={shown}
              rowTitle={(row) => row.name}
              busyId={busyId}
              columns={[
                { header: "Name", text: (row) => row.name },
                { header: "E-mail", text: (row) => row.email },
                { header: "Contact", text: (row) => row.contact },
                { header: "Designation", text: (row) => row.designation, clamp: true },
                { header: "Address", text: (row) => row.address, clamp: true },
                { header: "Area of specialization", text: (row) => row.areaOfSpecialization, clamp: true },
                { header: "Type", text: (row) => `${row.nationality} ${row.membershipType}` },
              ]}
              extraActions={(row) => (
                <button
                  type="button"
                  className="button button-small button-secondary"
                  disabled={busyId === row._id}
                  onClick={() => void removeMember(row)}
                >
                  Remove<span className="visually-hidden"> {row.name}</span>
                </button>
              )}
            />
          )}
        </>
      )}
    </section>
  );
}

export default function MembershipTab() {
  const registrations = useRegistrations();
  return (
    <>
      <ResourceTab config={typesConfig} />
      <PendingRequests list={registrations} />
      <AcceptedMembers list={registrations} />
    </>
  );
}
