import {
  downloadsInput,
  downloadsRecord,
  sortDownloadsNewestFirst,
  type DownloadsRecord,
} from "../../../domain/downloads";
import { formatLongDate } from "../../../domain/format";
import { TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { RequiredPdfField, requiredPdfFile } from "../ui/uploads";

/**
 * The Downloads tab: a title and a PDF file, added and deleted (never edited), newest first; each
 * row links to its file, saved as "{title}.pdf".
 */

interface DownloadValues {
  title: string;
  pdf: File | null;
}

/** The API's title plus the PDF, both required (docs/rules/public-site.md §8's alert when the file is missing). */
const schema = downloadsInput.extend({ pdf: requiredPdfFile("Authentication and PDF file are required.") });

const config: ResourceTabConfig<DownloadsRecord, DownloadValues, typeof schema> = {
  tab: "downloads",
  heading: "Downloads",
  noun: "download",
  addLabel: "Add Download",
  addTitle: "Add download",
  editTitle: "Add download",
  tableLabel: "Downloads",
  emptyText: "No downloads yet. Use “Add Download” to upload the first PDF.",
  messages: {
    created: "Download added successfully!",
    updated: "Download added successfully!",
    deleted: "Download deleted successfully!",
    saveFailed: "Failed to add download.",
    loadFailed: "Failed to load downloads.",
    deleteFailed: "Failed to delete download. Please check your backend route carefully.",
  },
  endpoints: {
    list: "/api/downloads",
    create: "/api/downloads",
    item: (id) => `/api/downloads/${encodeURIComponent(id)}`,
  },
  record: downloadsRecord,
  sort: sortDownloadsNewestFirst,
  schema,
  canEdit: false,
  blank: { title: "", pdf: null },
  fromRecord: (download) => ({ title: download.title, pdf: null }),
  toInput: (values) => ({ title: values.title, pdf: values.pdf }),
  toFormData: (_input, values) => {
    const form = new FormData();
    form.append("title", values.title);
    if (values.pdf) form.append("pdf", values.pdf, values.pdf.name);
    return form;
  },
  rowTitle: (download) => download.title,
  columns: [
    { header: "Title", text: (download) => download.title, clamp: true },
    {
      header: "Uploaded",
      text: (download) => formatLongDate(download.uploadedAt),
      render: (download) => <time dateTime={download.uploadedAt}>{formatLongDate(download.uploadedAt)}</time>,
    },
    {
      header: "File",
      text: (download) => `${download.title}.pdf`,
      render: (download) => (
        <a href={download.pdfUrl} download={`${download.title}.pdf`}>
          Download PDF<span className="visually-hidden"> of {download.title}</span>
        </a>
      ),
    },
  ],
  renderForm: (form) => (
    <>
      <TextField
        label="Title"
        required
        autoComplete="off"
        maxLength={300}
        hint="Also the file's name when downloaded: “Title.pdf”."
        {...form.bind("title")}
      />
      <RequiredPdfField form={form} />
    </>
  ),
};

export default function DownloadsTab() {
  return <ResourceTab config={config} />;
}
