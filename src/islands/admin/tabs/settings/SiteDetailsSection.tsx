import { SITE_DETAILS_MESSAGES } from "../../../../domain/site-details";
import { DocumentFormBody, DocumentLoadStatus } from "../../ui/DocumentFormParts";
import { DraftOffer } from "../../ui/resource-tab/DraftOffer";
import { useDocumentDraft } from "../../ui/useDocumentDraft";
import { SiteDetailsFields } from "./SiteDetailsFields";
import { useSiteDetailsForm } from "./useSiteDetailsForm";
import { SETTINGS_TAB } from "./values";

const TITLE_ID = "admin-site-details-title";

/**
 * The site details (docs/rules/public-site.md §11): what every page's header and footer show. One
 * form for the one document; saving rebuilds every page, and a save over a newer version is
 * refused with "Load the latest version".
 */
export function SiteDetailsSection() {
  const form = useSiteDetailsForm();
  const draft = useDocumentDraft(form, { key: SETTINGS_TAB, recordId: "site-details", title: "Site details" });
  return (
    <section className="admin-form-panel" aria-labelledby={TITLE_ID}>
      <h3 id={TITLE_ID}>Site details</h3>
      <p className="muted">
        The society’s name, logo, contact block and links as every page shows them. Saving rebuilds every page.
      </p>
      <DraftOffer offer={draft} />
      <DocumentLoadStatus form={form} loading="Loading site details…" loadFailed={SITE_DETAILS_MESSAGES.loadFailed} />
      {form.status === "ready" && (
        <DocumentFormBody form={form} titleId={TITLE_ID} saveLabel="Save site details">
          <SiteDetailsFields form={form} />
        </DocumentFormBody>
      )}
    </section>
  );
}
