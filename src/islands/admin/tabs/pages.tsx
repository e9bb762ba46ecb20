import { useState } from "react";
import { EDITABLE_PAGE_SLUGS, EDITABLE_PAGES, isEditablePage, type EditablePage } from "../../../domain/page-texts";
import { TabHeading } from "../ui/tab";
import { PageEditor } from "./pages/PageEditor";

const PAGE_SELECT_ID = "admin-pages-page";

/**
 * The Pages tab (docs/rules/public-site.md §12): the society's own pages of fixed text, each edited
 * in a form of its title, lead and sections. Saving rebuilds the site; a save over a newer version
 * is refused with "Load the latest version". Parts in ./pages/.
 */
export default function PagesTab() {
  const [page, setPage] = useState<EditablePage>("home");
  const { address } = EDITABLE_PAGES[page];
  return (
    <div className="admin-tab">
      <div className="admin-tab-top">
        <TabHeading>Pages</TabHeading>
      </div>
      <p className="muted">
        The society’s own pages. Text is printed as typed (no formatting codes); write {"{name}"}, {"{shortName}"} or{" "}
        {"{memberCount}"} for the society’s name, short name or member count from the site details (Settings).
      </p>
      <div className="admin-field">
        <label htmlFor={PAGE_SELECT_ID}>Page</label>
        <select
          id={PAGE_SELECT_ID}
          value={page}
          onChange={(event) => {
            if (isEditablePage(event.target.value)) setPage(event.target.value);
          }}
        >
          {EDITABLE_PAGE_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {EDITABLE_PAGES[slug].label} ({EDITABLE_PAGES[slug].address})
            </option>
          ))}
        </select>
        <p className="admin-hint">
          <a href={address} target="_blank" rel="noopener">
            Open {address} as visitors see it<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      <PageEditor key={page} page={page} />
    </div>
  );
}
