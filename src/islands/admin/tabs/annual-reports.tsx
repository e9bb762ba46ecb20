import {
  ANNUAL_REPORT_MESSAGES,
  annualReportFileStem,
  annualReportsInput,
  annualReportsRecord,
  annualReportTitle,
  sortAnnualReportsNewestFirst,
  type AnnualReportsRecord,
} from "../../../domain/annual-reports";
import { formatFileSize } from "../../../domain/file-size";
import { formatLongDate } from "../../../domain/format";
import { TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { PDF_HINT, RequiredPdfField, requiredPdfFile } from "../ui/uploads";

/**
 * The Annual Reports tab (docs/rules/public-site.md §2): a year, an optional title and a PDF, added
 * and deleted (never edited, as downloads), newest year first; each row links to its file, saved as
 * "annual-report-{year}.pdf".
 */

interface AnnualReportValues {
  year: string;
  title: string;
  pdf: File | null;
}

/** The API's year and title plus the PDF, which is required. */
const schema = annualReportsInput.extend({ pdf: requiredPdfFile(ANNUAL_REPORT_MESSAGES.pdfRequired) });

const fileName = (report: AnnualReportsRecord) => `${annualReportFileStem(report.year)}.pdf`;

const config: ResourceTabConfig<AnnualReportsRecord, AnnualReportValues, typeof schema> = {
  tab: "annual-reports",
  heading: "Annual Reports",
  noun: "annual report",
  addLabel: "Add Annual Report",
  addTitle: "Add annual report",
  editTitle: "Add annual report",
  tableLabel: "Annual reports",
  emptyText: "No annual reports yet. Use “Add Annual Report” to upload the first PDF.",
  messages: {
    created: "Annual report added successfully!",
    updated: "Annual report added successfully!",
    deleted: "Annual report deleted successfully!",
    saveFailed: "Failed to add annual report.",
    loadFailed: "Failed to load annual reports.",
    deleteFailed: "Failed to delete annual report.",
  },
  endpoints: {
    list: "/api/annual-reports",
    create: "/api/annual-reports",
    item: (id) => `/api/annual-reports/${encodeURIComponent(id)}`,
  },
  record: annualReportsRecord,
  sort: sortAnnualReportsNewestFirst,
  schema,
  canEdit: false,
  // A year already published: the server's 409 is shown at the year.
  conflictAt: (message) => (message === ANNUAL_REPORT_MESSAGES.duplicate ? "year" : undefined),
  blank: { year: "", title: "", pdf: null },
  fromRecord: (report) => ({ year: report.year, title: report.title, pdf: null }),
  toInput: (values) => ({ year: values.year, title: values.title, pdf: values.pdf }),
  toFormData: (_input, values) => {
    const form = new FormData();
    form.append("year", values.year);
    form.append("title", values.title);
    if (values.pdf) form.append("pdf", values.pdf, values.pdf.name);
    return form;
  },
  rowTitle: (report) => annualReportTitle(report),
  columns: [
    { header: "Year", text: (report) => report.year },
    { header: "Title", text: (report) => annualReportTitle(report), clamp: true },
    {
      header: "Uploaded",
      text: (report) => formatLongDate(report.uploadedAt),
      render: (report) => <time dateTime={report.uploadedAt}>{formatLongDate(report.uploadedAt)}</time>,
    },
    {
      header: "File",
      text: (report) => `${fileName(report)} (${formatFileSize(report.pdfBytes)})`,
      render: (report) => (
        <a href={report.pdfUrl} download={fileName(report)}>
          Download PDF<span className="visually-hidden"> of {annualReportTitle(report)}</span> (
          {formatFileSize(report.pdfBytes)})
        </a>
      ),
    },
  ],
  renderForm: (form) => (
    <>
      <TextField
        label="Year"
        required
        autoComplete="off"
        maxLength={7}
        placeholder="2024-25"
        hint="The two years the report covers: 2024-25 for April 2024 to March 2025. One report per year."
        {...form.bind("year")}
      />
      <TextField
        label="Title"
        autoComplete="off"
        maxLength={300}
        hint="Optional. Left empty, the report is called “Annual Report 2024-25”."
        {...form.bind("title")}
      />
      <RequiredPdfField form={form} hint={`${PDF_HINT} Saved by visitors as “annual-report-2024-25.pdf”.`} />
    </>
  ),
};

export default function AnnualReportsTab() {
  return <ResourceTab config={config} />;
}
