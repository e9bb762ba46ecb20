import { paymentDetailsInput, paymentDetailsRecord, type PaymentDetailsRecord } from "../../../domain/payment-details";
import { TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";

/**
 * The Payment Details tab: the society's bank account shown on the public membership page (which
 * uses the first record). The list is read with the token (docs/rules/public-site.md §6). A 401 while loading goes
 * through the panel's sign-out flow ("Authentication error. Please log in again.", the open form
 * kept as a draft) rather than the old 'Authentication required to view payment details.' alert:
 * the panel never stays on screen without a valid session, so that text has no place to appear.
 */

interface PaymentValues {
  accountHolderName: string;
  bankAndBranch: string;
  accountNumber: string;
  ifscCode: string;
  micrCode: string;
  upiId: string;
}

const config: ResourceTabConfig<PaymentDetailsRecord, PaymentValues, typeof paymentDetailsInput> = {
  tab: "payment-details",
  heading: "Payment Details",
  noun: "payment details record",
  addLabel: "Add Payment Details",
  addTitle: "Add payment details",
  editTitle: "Edit payment details",
  tableLabel: "Payment details",
  emptyText: "No payment details yet. Use “Add Payment Details” to add the society’s bank account.",
  messages: {
    created: "Payment details added successfully!",
    updated: "Payment details updated successfully!",
    deleted: "Payment details deleted successfully!",
    saveFailed: "Failed to save payment details.",
    loadFailed: "Failed to load payment details.",
    deleteFailed: "Failed to delete payment details.",
  },
  endpoints: {
    list: "/api/payment-details/get",
    create: "/api/payment-details/create",
    item: (id) => `/api/payment-details/${encodeURIComponent(id)}`,
  },
  record: paymentDetailsRecord,
  // Oldest first: the public page shows the first record, so it heads the table too.
  sort: (rows) => [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  schema: paymentDetailsInput,
  blank: { accountHolderName: "", bankAndBranch: "", accountNumber: "", ifscCode: "", micrCode: "", upiId: "" },
  fromRecord: (details) => ({
    accountHolderName: details.accountHolderName,
    bankAndBranch: details.bankAndBranch,
    accountNumber: details.accountNumber,
    ifscCode: details.ifscCode,
    micrCode: details.micrCode,
    upiId: details.upiId ?? "",
  }),
  toInput: (values) => values,
  rowTitle: (details) => `${details.accountHolderName}, account ${details.accountNumber}`,
  intro: (
    <p className="muted">
      The bank account (and UPI ID) members pay their fees into. The public membership page and the e-mail to each new
      applicant show the first entry in this table.
    </p>
  ),
  columns: [
    { header: "Account holder name", text: (details) => details.accountHolderName, clamp: true },
    { header: "Bank and branch", text: (details) => details.bankAndBranch, clamp: true },
    { header: "Account number", text: (details) => details.accountNumber },
    { header: "IFSC code", text: (details) => details.ifscCode },
    {
      header: "MICR code",
      text: (details) => details.micrCode,
      render: (details) => details.micrCode || <span className="muted">None</span>,
    },
    {
      header: "UPI ID",
      text: (details) => details.upiId ?? "",
      render: (details) => details.upiId ?? <span className="muted">None</span>,
    },
  ],
  renderForm: (form) => (
    <>
      <TextField
        label="Account holder name"
        required
        autoComplete="off"
        maxLength={200}
        {...form.bind("accountHolderName")}
      />
      <TextField label="Bank and branch" required autoComplete="off" maxLength={300} {...form.bind("bankAndBranch")} />
      <TextField
        label="Account number"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="6 to 20 digits; spaces and hyphens are removed."
        {...form.bind("accountNumber")}
      />
      <TextField
        label="IFSC code"
        required
        autoComplete="off"
        autoCapitalize="characters"
        hint="11 characters: 4 letters, a zero, then 6 letters or digits (for example SBIN0001234)."
        {...form.bind("ifscCode")}
      />
      <TextField
        label="MICR code"
        inputMode="numeric"
        autoComplete="off"
        hint="Optional. 9 digits, printed at the bottom of a cheque."
        {...form.bind("micrCode")}
      />
      <TextField
        label="UPI ID"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="Optional. The society's UPI address, such as society@sbi: applicants get a UPI payment link with the exact amount."
        {...form.bind("upiId")}
      />
    </>
  ),
};

export default function PaymentDetailsTab() {
  return <ResourceTab config={config} />;
}
