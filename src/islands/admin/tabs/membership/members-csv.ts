import { toCsv, type CsvColumn } from "../../../../domain/csv";
import type { AdminRegistration } from "../../../../domain/membership-registrations";
import { downloadCsv } from "../../ui/download";

/** The accepted members as members.csv, every field the administrator sees, for spreadsheets. */

const columns: CsvColumn<AdminRegistration>[] = [
  { header: "Name", value: (row) => row.name },
  { header: "E-mail", value: (row) => row.email },
  { header: "Contact", value: (row) => row.contact },
  { header: "Nationality", value: (row) => row.nationality },
  { header: "Designation", value: (row) => row.designation },
  { header: "Address", value: (row) => row.address },
  { header: "Area of specialization", value: (row) => row.areaOfSpecialization },
  { header: "Membership type", value: (row) => row.membershipType },
  { header: "Fee", value: (row) => row.membershipFee.toFixed(2) },
  { header: "Applied on", value: (row) => row.createdAt },
  { header: "Show contact in directory", value: (row) => (row.showContactInDirectory ? "Yes" : "No") },
];

export const downloadMembersCsv = (rows: readonly AdminRegistration[]) =>
  downloadCsv("members.csv", toCsv(columns, rows));
