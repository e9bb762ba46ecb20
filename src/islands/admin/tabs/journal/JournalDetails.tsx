import type { JournalDetails as Details } from "../../../../domain/journal";
import { DocumentFormBody, DocumentLoadStatus } from "../../ui/DocumentFormParts";
import { DraftOffer } from "../../ui/resource-tab/DraftOffer";
import { useDocumentDraft } from "../../ui/useDocumentDraft";
import { DetailsFields } from "./DetailsFields";
import { DETAILS_MESSAGES } from "./texts";
import { DETAILS_EDIT_BUTTON_ID, useDetailsForm } from "./useDetailsForm";

const HEADING_ID = "journal-details-heading";
const FORM_TITLE_ID = "journal-details-form-title";

/** The details as saved, in short: what the public journal page and the indexers' metadata show. */
function DetailsSummary({ details }: { details: Details }) {
  const none = <span className="muted">None</span>;
  return (
    <dl className="admin-journal-summary">
      <dt>Name</dt>
      <dd>{details.name}</dd>
      <dt>ISSN (print)</dt>
      <dd>{details.issnPrint || none}</dd>
      <dt>ISSN (online)</dt>
      <dd>{details.issnOnline || none}</dd>
      <dt>Publisher</dt>
      <dd>{details.publisher}</dd>
      <dt>Licence</dt>
      <dd>{details.licence}</dd>
      <dt>Current special issue</dt>
      <dd>{details.specialIssue?.title ?? none}</dd>
    </dl>
  );
}

/**
 * The journal's details part of the Journal tab: a summary of what is saved, "Edit details" opening
 * the whole form, Save and Cancel. The form's work is kept over a forced sign-out and offered back;
 * a save over a newer version is refused with "Load the latest version".
 */
export function JournalDetails() {
  const form = useDetailsForm();
  const draft = useDocumentDraft(form, { key: "journal-details", recordId: "details", title: "The journal’s details" });
  return (
    <section className="admin-tab admin-journal-part" aria-labelledby={HEADING_ID}>
      <div className="admin-tab-top">
        <h3 id={HEADING_ID} className="admin-part-heading">
          The journal’s details
        </h3>
        {form.status === "ready" && !form.isOpen && (
          <button type="button" id={DETAILS_EDIT_BUTTON_ID} className="button" onClick={() => form.open()}>
            Edit details
          </button>
        )}
      </div>
      <DraftOffer offer={draft} />
      <DocumentLoadStatus
        form={form}
        loading="Loading the journal’s details…"
        loadFailed={DETAILS_MESSAGES.loadFailed}
      />
      {form.status === "ready" && form.saved && !form.isOpen && <DetailsSummary details={form.saved} />}
      {form.isOpen && (
        <section className="admin-form-panel" aria-labelledby={FORM_TITLE_ID}>
          <h4 id={FORM_TITLE_ID}>Edit the journal’s details</h4>
          <DocumentFormBody
            form={form}
            titleId={FORM_TITLE_ID}
            saveLabel="Save details"
            more={
              <button type="button" className="button button-secondary" onClick={() => void form.cancel()}>
                Cancel
              </button>
            }
          >
            <DetailsFields form={form} />
          </DocumentFormBody>
        </section>
      )}
    </section>
  );
}
