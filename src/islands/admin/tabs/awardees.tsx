import { useMemo } from "react";
import { awardsRecord, sortAwardsBySno, type AwardsRecord } from "../../../domain/awards";
import { awardeesInput, awardeesRecord, sortAwardeesBySno, type AwardeesRecord } from "../../../domain/awardees";
import { OrderField, SelectField, TextField, YearField } from "../ui/fields";
import { useResourceList, type ResourceList } from "../ui/resource";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { typedNumber } from "../ui/validation";

/**
 * The Awardees tab: the award is chosen from the awards list (GET /api/awards), then S.No., year,
 * the awardee's name and the lecture topic; the table by S.No. The public awardees page of an
 * award lists the awardees whose award name matches it.
 */

interface AwardeeValues {
  awardName: string;
  sno: string;
  year: string;
  awardeeName: string;
  lectureTopic: string;
}

const AWARDS_FAILED = "Failed to load awards.";

type Award = AwardsRecord;

/** The award choices: every award's name, plus the edited awardee's own award if it is no longer listed. */
function awardOptions(awards: readonly Award[], current: string): string[] {
  const names = [...new Set(awards.map((award) => award.name))];
  return current !== "" && !names.includes(current) ? [...names, current] : names;
}

function AwardsUnavailable({ awards }: { awards: ResourceList<Award> }) {
  if (awards.status !== "error") return null;
  return (
    <div role="alert" className="notice notice-error admin-list-status">
      <p>{AWARDS_FAILED} The award cannot be chosen until the awards list is loaded.</p>
      <button type="button" className="button button-secondary button-small" onClick={() => void awards.reload()}>
        Try again
      </button>
    </div>
  );
}

function buildConfig(
  awards: ResourceList<Award>,
): ResourceTabConfig<AwardeesRecord, AwardeeValues, typeof awardeesInput> {
  return {
    tab: "awardees",
    heading: "Awardees",
    noun: "awardee",
    addLabel: "Add Awardee",
    addTitle: "Add awardee",
    editTitle: "Edit awardee",
    tableLabel: "Awardees",
    emptyText: "No awardees yet. Use “Add Awardee” to add the first one.",
    messages: {
      created: "Awardee added successfully!",
      updated: "Awardee updated successfully!",
      deleted: "Awardee deleted successfully!",
      saveFailed: "Failed to save awardee details.",
      loadFailed: "Failed to load awardees.",
      deleteFailed: "Failed to delete awardee.",
    },
    endpoints: {
      list: "/api/awardees",
      create: "/api/awardees",
      item: (id) => `/api/awardees/${encodeURIComponent(id)}`,
    },
    record: awardeesRecord,
    sort: sortAwardeesBySno,
    schema: awardeesInput,
    blank: { awardName: "", sno: "", year: "", awardeeName: "", lectureTopic: "" },
    fromRecord: (awardee) => ({
      awardName: awardee.awardName,
      sno: String(awardee.sno),
      year: String(awardee.year),
      awardeeName: awardee.awardeeName,
      lectureTopic: awardee.lectureTopic,
    }),
    // Numbers are sent as typed: the schema turns them into numbers and checks their range.
    toInput: (values) => ({ ...values, sno: typedNumber(values.sno), year: typedNumber(values.year) }),
    rowTitle: (awardee) => `${awardee.awardeeName} (${awardee.year})`,
    columns: [
      { header: "S. No.", text: (awardee) => String(awardee.sno), numeric: true },
      { header: "Award", text: (awardee) => awardee.awardName, clamp: true },
      { header: "Year", text: (awardee) => String(awardee.year), numeric: true },
      { header: "Awardee", text: (awardee) => awardee.awardeeName, clamp: true },
      {
        header: "Lecture topic",
        text: (awardee) => awardee.lectureTopic,
        render: (awardee) => (awardee.lectureTopic ? undefined : <span className="muted">None</span>),
        clamp: true,
      },
    ],
    intro: <AwardsUnavailable awards={awards} />,
    renderForm: (form) => (
      <>
        <SelectField
          label="Award"
          required
          placeholder={awards.status === "loading" ? "Loading awards…" : "Choose an award…"}
          hint={
            awards.status === "error"
              ? `${AWARDS_FAILED} Use “Try again” above the form.`
              : awards.status === "ready" && awards.rows.length === 0
                ? "No awards yet: add the award in the Awards tab first."
                : undefined
          }
          options={awardOptions(awards.rows, form.values.awardName)}
          {...form.bind("awardName")}
        />
        <OrderField label="S.No." orderedWhat="the table is" {...form.bind("sno")} />
        <YearField {...form.bind("year")} />
        <TextField label="Awardee name" required autoComplete="off" maxLength={300} {...form.bind("awardeeName")} />
        <TextField
          label="Lecture topic"
          autoComplete="off"
          maxLength={1000}
          hint="Optional: not every award is presented with a lecture."
          {...form.bind("lectureTopic")}
        />
      </>
    ),
  };
}

export default function AwardeesTab() {
  const awards = useResourceList("/api/awards", awardsRecord, { sort: sortAwardsBySno });
  const { rows, status, reload } = awards;
  // A new description only when the awards list itself changes.
  const config = useMemo(() => buildConfig({ rows, status, reload }), [rows, status, reload]);
  return <ResourceTab config={config} />;
}
