import { useState } from "react";
import {
  EDITABLE_PAGES,
  PAGE_TEXT_MESSAGES,
  pageTextInput,
  partsOf,
  type EditablePage,
} from "../../../../domain/page-texts";
import { siteDetails } from "../../../../domain/site-details";
import { api } from "../../ui/api";
import { useNotify } from "../../ui/messages";
import { DocumentFormBody, DocumentLoadStatus } from "../../ui/DocumentFormParts";
import { DraftOffer } from "../../ui/resource-tab/DraftOffer";
import { TextArea, TextField } from "../../ui/fields";
import { useDocumentDraft } from "../../ui/useDocumentDraft";
import { pageInputOf } from "./page-values";
import { openPreview } from "./preview";
import { SectionRows } from "./SectionRows";
import { usePageForm } from "./usePageForm";

export const PAGES_TAB = "pages";

/** One page's text: loaded, edited and saved whole; a save rebuilds the site. */
export function PageEditor({ page }: { page: EditablePage }) {
  const form = usePageForm(page);
  const { address, label, maxSections } = EDITABLE_PAGES[page];
  const notify = useNotify();
  const [previewing, setPreviewing] = useState(false);
  const draft = useDocumentDraft(form, { key: PAGES_TAB, recordId: page, title: label });
  // Not "-title": the Title field's id is `admin-page-<page>-title`.
  const titleId = `admin-page-${page}-heading`;
  const { values, errors, bind, set, fieldId } = form;

  /** The page as built, in a new tab, with what is typed (checked as saving checks it) in place of its text. */
  const preview = async () => {
    if (!values || previewing) return;
    const checked = pageTextInput.safeParse(pageInputOf(values));
    if (!checked.success) {
      notify.error(`${PAGE_TEXT_MESSAGES.previewInvalid} ${checked.error.issues[0]?.message ?? ""}`.trim());
      return;
    }
    setPreviewing(true);
    try {
      const details = await api.get("/api/site-details", siteDetails);
      if (!(await openPreview(address, checked.data, details))) notify.error(PAGE_TEXT_MESSAGES.previewFailed);
    } catch {
      notify.error(PAGE_TEXT_MESSAGES.previewFailed);
    } finally {
      setPreviewing(false);
    }
  };
  return (
    <section className="admin-form-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{label}</h3>
      <DraftOffer offer={draft} />
      <DocumentLoadStatus form={form} loading="Loading the page…" loadFailed={PAGE_TEXT_MESSAGES.loadFailed} />
      {form.status === "ready" && values && (
        <DocumentFormBody
          form={form}
          titleId={titleId}
          saveLabel="Save page"
          more={
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={previewing || undefined}
              onClick={() => void preview()}
            >
              {previewing ? "Opening the preview..." : "Preview"}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </button>
          }
        >
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
          {maxSections > 0 && (
            <SectionRows
              idBase={fieldId("sections")}
              value={values.sections}
              errors={errors}
              max={maxSections}
              parts={partsOf(page)}
              onChange={(text, clears) => set("sections", text, clears)}
            />
          )}
        </DocumentFormBody>
      )}
    </section>
  );
}
