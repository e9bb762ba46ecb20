import { SITE_DETAILS_MESSAGES } from "../../../../domain/site-details";
import { DocumentFormNote, DocumentFormProblems } from "../../ui/DocumentFormNotices";
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
        The society’s name, contact block and links as every page shows them. Saving rebuilds every page.
      </p>
      <DraftOffer offer={draft} />
      {form.status === "loading" && (
        <p role="status" className="admin-list-status">
          Loading site details…
        </p>
      )}
      {form.status === "error" && (
        <div role="alert" className="notice notice-error admin-list-status">
          <p>{SITE_DETAILS_MESSAGES.loadFailed}</p>
          <button type="button" className="button button-secondary button-small" onClick={() => void form.reload()}>
            Try again
          </button>
        </div>
      )}
      {form.status === "ready" && (
        <>
          <DocumentFormNote form={form} />
          <form ref={form.formRef} noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby={TITLE_ID}>
            <div className="admin-form-fields">
              <SiteDetailsFields form={form} />
            </div>
            <DocumentFormProblems form={form} />
            <div className="admin-actions">
              <button type="submit" className="button" aria-disabled={form.saving || undefined}>
                {form.saving ? "Saving..." : "Save site details"}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
