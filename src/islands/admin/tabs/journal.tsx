import { TabHeading } from "../ui/tab";
import { JournalArticles } from "./journal/Articles";
import { JournalDetails } from "./journal/JournalDetails";
import { JournalIssues } from "./journal/Issues";

/**
 * The Journal tab (docs/rules/journal.md), for the editors and the owner (parts in ./journal/): the
 * journal's details (one document: name, ISSNs, licence, the current special issue ...), its issues
 * (newest first, with a cover and guest editors) and the articles of a chosen issue (authors in
 * order, ORCID iDs, DOI, dates, the PDF, and an address fixed once the article is marked ready).
 */
export default function JournalTab() {
  return (
    <div className="admin-journal">
      <div className="admin-tab-top">
        <TabHeading>Journal</TabHeading>
      </div>
      <p className="muted">
        An article appears on the site when it is marked ready, has its PDF, and its issue is published.
      </p>
      <JournalDetails />
      <JournalIssues />
      <JournalArticles />
    </div>
  );
}
