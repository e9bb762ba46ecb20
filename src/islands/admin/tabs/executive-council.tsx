import { pictureColumn } from "../ui/DataTable";
import { executivesInput, executivesRecord, parseBiodata, type ExecutivesRecord } from "../../../domain/executives";
import { TextArea, TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { IMAGE_HINT, ImageUploadField, optionalImageFile } from "../ui/uploads";

/**
 * The Executive Council tab: name, designation, postal address, e-mail, mobile, biodata (JSON
 * checked as you type, or plain text) and an optional photo upload with a 96-pixel round preview.
 * Saved as multipart (the photo is a file); an update without a new photo keeps the current one.
 */

interface ExecutiveValues {
  name: string;
  designation: string;
  postalAddress: string;
  email: string;
  mobile: string;
  biodata: string;
  image: File | null;
  /** The stored photo's URL, for the preview ("" when there is none). */
  currentImage: string;
}

/** The API's input plus the photo file, checked in the browser before sending. */
const schema = executivesInput.extend({ image: optionalImageFile("Photo") });

export const BIODATA_EXAMPLE =
  '{"birth": "1960, Varanasi", "education": {"Ph.D.": "IARI, New Delhi"}, "positions": ["President, 2024-26"]}';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the profile page will make of the biodata text, in words: only text starting with "{" is
 * read as JSON; anything else is plain text, which is fine too.
 */
export function biodataStatus(text: string): { valid: boolean; text: string } | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return null;
  try {
    JSON.parse(trimmed);
  } catch (error) {
    const detail = error instanceof Error ? error.message : "";
    return {
      valid: false,
      text: `Not valid JSON yet${detail ? ` (${detail})` : ""}. As it is, it would be shown as plain text.`,
    };
  }
  const parsed = parseBiodata(trimmed);
  if (parsed.kind === "structured") {
    const parts = [
      parsed.birth ? "birth" : "",
      count(parsed.education.length, "education entry", "education entries"),
      count(parsed.positions.length, "position", "positions"),
    ].filter(Boolean);
    return { valid: true, text: `Valid JSON biodata: ${parts.join(", ")}.` };
  }
  return {
    valid: true,
    text: "Valid JSON, but without birth, education or positions: it will be shown as plain text.",
  };
}

function BiodataStatus({ text }: { text: string }) {
  const status = biodataStatus(text);
  return (
    <span role="status" className="admin-biodata-status" style={{ display: "block", fontWeight: 600 }}>
      {status && (status.valid ? "✓ " : "✗ ") + status.text}
    </span>
  );
}

const config: ResourceTabConfig<ExecutivesRecord, ExecutiveValues, typeof schema> = {
  tab: "executive-council",
  heading: "Executive Council",
  noun: "member",
  addLabel: "Add Member",
  addTitle: "Add council member",
  editTitle: "Edit council member",
  tableLabel: "Executive council members",
  emptyText: "No council members yet. Use “Add Member” to add the first one.",
  messages: {
    created: "Member added successfully!",
    updated: "Member updated successfully!",
    deleted: "Member deleted successfully!",
    saveFailed: "Failed to save member details.",
    loadFailed: "Failed to load council members.",
    deleteFailed: "Failed to delete member.",
  },
  endpoints: {
    list: "/api/executives",
    create: "/api/executives",
    item: (id) => `/api/executives/${encodeURIComponent(id)}`,
  },
  record: executivesRecord,
  schema,
  blank: {
    name: "",
    designation: "",
    postalAddress: "",
    email: "",
    mobile: "",
    biodata: "",
    image: null,
    currentImage: "",
  },
  fromRecord: (member) => ({
    name: member.name,
    designation: member.designation,
    postalAddress: member.postalAddress,
    email: member.email,
    mobile: member.mobile,
    biodata: member.biodata,
    image: null,
    currentImage: member.image,
  }),
  toInput: (values) => ({
    name: values.name,
    designation: values.designation,
    postalAddress: values.postalAddress,
    email: values.email,
    mobile: values.mobile,
    biodata: values.biodata,
    image: values.image,
  }),
  toFormData: (_input, values) => {
    const form = new FormData();
    form.append("name", values.name);
    form.append("designation", values.designation);
    form.append("postalAddress", values.postalAddress);
    form.append("email", values.email);
    form.append("mobile", values.mobile);
    form.append("biodata", values.biodata);
    if (values.image) form.append("image", values.image, values.image.name);
    return form;
  },
  rowTitle: (member) => member.name,
  columns: [
    pictureColumn("Photo", (member) => member.image, { height: 40, round: true }),
    { header: "Name", text: (member) => member.name, clamp: true },
    { header: "Designation", text: (member) => member.designation, clamp: true },
    {
      header: "E-mail",
      text: (member) => member.email,
      render: (member) => <a href={`mailto:${member.email}`}>{member.email}</a>,
    },
    { header: "Mobile", text: (member) => member.mobile },
  ],
  renderForm: (form) => (
    <>
      <TextField label="Name" required autoComplete="off" maxLength={200} {...form.bind("name")} />
      <TextField
        label="Designation"
        required
        autoComplete="off"
        maxLength={200}
        hint="For example President, Secretary, Joint Secretary, Treasurer, Chief Editor or Member."
        {...form.bind("designation")}
      />
      <TextArea label="Postal address" rows={3} required {...form.bind("postalAddress")} />
      <TextField label="E-mail" type="email" inputMode="email" required autoComplete="off" {...form.bind("email")} />
      <TextField label="Mobile" type="tel" inputMode="tel" required autoComplete="off" {...form.bind("mobile")} />
      <TextArea
        label="Biodata"
        rows={8}
        required
        hint={
          <>
            Plain text, or JSON with birth, education and positions, for example <code>{BIODATA_EXAMPLE}</code>. Text
            starting with “{"{"}” is checked as JSON as you type.
            <BiodataStatus text={form.values.biodata} />
          </>
        }
        {...form.bind("biodata")}
      />
      <ImageUploadField
        id={form.fieldId("image")}
        name="image"
        label="Photo"
        hint={`Optional. ${IMAGE_HINT} Without a new one, the current photo is kept.`}
        file={form.values.image}
        currentUrl={form.values.currentImage}
        error={form.errors.image}
        onFile={(file) => form.set("image", file)}
      />
    </>
  ),
};

export default function ExecutiveCouncilTab() {
  return <ResourceTab config={config} />;
}
