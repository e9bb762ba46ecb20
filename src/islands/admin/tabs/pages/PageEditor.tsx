import { EDITABLE_PAGES, PAGE_TEXT_MESSAGES, type EditablePage } from "../../../../domain/page-texts";
import { DocumentFormBody, DocumentLoadStatus } from "../../ui/DocumentFormParts";
import { DraftOffer } from "../../ui/resource-tab/DraftOffer";
import { TextArea, TextField } from "../../ui/fields";
import { useDocumentDraft } from "../../ui/useDocumentDraft";
import { SectionRows } from "./SectionRows";
import { usePageForm } from "./usePageForm";

export const PAGES_TAB = "pages";

/** One page's text: loaded, edited and saved whole; a save rebuilds the site. */
export function PageEditor({ page }: { page: EditablePage }) {
  const form = usePageForm(page);
  const { label, maxSections } = EDITABLE_PAGES[page];
  const draft = useDocumentDraft(form, { key: PAGES_TAB, recordId: page, title: label });
  const titleId = `admin-page-${page}-title`;
  const { values, errors, bind, set, fieldId } = form;
  return (
    <section className="admin-form-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{label}</h3>
      <DraftOffer offer={draft} />
      <DocumentLoadStatus form={form} loading="Loading the page…" loadFailed={PAGE_TEXT_MESSAGES.loadFailed} />
      {form.status === "ready" && values && (
        <DocumentFormBody form={form} titleId={titleId} saveLabel="Save page">
          <TextField
            label={page === "home" ? "Welcome heading" : "Title"}
            required
            autoComplete="off"
            maxLength={150}
            {...bind("title")}
          />
          <TextArea
            label={page === "home" ? "Welcome text" : "Lead"}
            required
            rows={3}
            hint={page === "home" ? "Under the welcome heading." : "The sentence under the page's title."}
            {...bind("lead")}
          />
          <SectionRows
            idBase={fieldId("sections")}
            value={values.sections}
            errors={errors}
            max={maxSections}
            onChange={(text, clears) => set("sections", text, clears)}
          />
        </DocumentFormBody>
      )}
    </section>
  );
}
