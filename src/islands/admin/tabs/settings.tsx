import { SETTINGS_MESSAGES } from "../../../domain/settings";
import { DocumentFormBody, DocumentLoadStatus } from "../ui/DocumentFormParts";
import { DraftOffer } from "../ui/resource-tab/DraftOffer";
import { TabHeading } from "../ui/tab";
import { useDocumentDraft } from "../ui/useDocumentDraft";
import { SettingsFields } from "./settings/SettingsFields";
import { SiteDetailsSection } from "./settings/SiteDetailsSection";
import { useSettingsForm } from "./settings/useSettingsForm";
import { SETTINGS_TAB } from "./settings/values";

/**
 * The Settings tab (docs/rules/members-and-money.md §2): the society's legal name, address and state, GSTIN and SAC code
 * for receipts, the office e-mail for notices of new applications, and the member number prefix.
 * One form for the one settings document; saving rebuilds nothing, and a save over a newer version
 * is refused with "Load the latest version". Below it, the site details every page shows
 * (./settings/SiteDetailsSection.tsx). Parts in ./settings/.
 */

const TITLE_ID = "admin-settings-title";

export default function SettingsTab() {
  const form = useSettingsForm();
  // Drafts are kept per record; the settings are one.
  const draft = useDocumentDraft(form, { key: SETTINGS_TAB, recordId: "society", title: "Settings" });
  return (
    <div className="admin-tab">
      <div className="admin-tab-top">
        <TabHeading>Settings</TabHeading>
      </div>
      <p className="muted">
        The society’s details for receipts and certificates, where notices of new applications go, and how member
        numbers begin; then the site details every page shows.
      </p>
      <DraftOffer offer={draft} />
      <DocumentLoadStatus form={form} loading="Loading settings…" loadFailed={SETTINGS_MESSAGES.loadFailed} />
      {form.status === "ready" && (
        <section className="admin-form-panel" aria-labelledby={TITLE_ID}>
          <h3 id={TITLE_ID}>Society settings</h3>
          <p className="muted">Saving these changes nothing on the public site.</p>
          <DocumentFormBody form={form} titleId={TITLE_ID} saveLabel="Save settings">
            <SettingsFields bind={form.bind} />
          </DocumentFormBody>
        </section>
      )}
      <SiteDetailsSection />
    </div>
  );
}
