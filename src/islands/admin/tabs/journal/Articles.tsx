import { useMemo, useState, type ReactNode } from "react";
import {
  byContentsOrder,
  issueLabel,
  journalArticleRecord,
  type JournalArticleRecord,
  type JournalIssueRecord,
} from "../../../../domain/journal";
import { ResourceTab, type ResourceTabConfig } from "../../ui/ResourceTab";
import { ArticleFields } from "./ArticleFields";
import { MoveButtons } from "./MoveButtons";
import {
  articleFormData,
  articleInput,
  articleSchema,
  articleValues,
  blankArticle,
  type ArticleValues,
} from "./article-values";
import { rowsFieldOf } from "../../ui/rows/rows";
import { ARTICLE_MESSAGES, NO_ARTICLES } from "./texts";
import { useIssueChoices } from "./useIssueChoices";

/**
 * The articles of one issue (docs/rules/journal.md §3), chosen above the list (the newest issue
 * first), in their order in the issue's contents. Added to the chosen issue; an article marked
 * ready has no Delete (the API refuses it: it is taken back to a draft first).
 */

export const ARTICLES_PART = "journal-articles";
const HEADING_ID = `admin-part-${ARTICLES_PART}`;
const ISSUE_SELECT_ID = "journal-articles-issue";

const inContentsOrder = (articles: JournalArticleRecord[]) => [...articles].sort(byContentsOrder);

function pagesOf(article: JournalArticleRecord) {
  return article.firstPage === article.lastPage
    ? String(article.firstPage)
    : `${article.firstPage}–${article.lastPage}`;
}

function statusOf(article: JournalArticleRecord) {
  if (!article.ready) return "Draft";
  return article.pdf ? "Ready" : "Ready, no PDF yet";
}

function IssueChoice({
  issues,
  chosen,
  onChoose,
}: {
  issues: readonly JournalIssueRecord[];
  chosen: JournalIssueRecord;
  onChoose: (id: string) => void;
}) {
  return (
    <div className="admin-field admin-issue-choice">
      <label htmlFor={ISSUE_SELECT_ID}>Issue</label>
      <p className="admin-hint" id={`${ISSUE_SELECT_ID}-hint`}>
        Its articles are listed below in their order (“Move up” and “Move down” change it); “Add Article” adds one at
        its end. An article marked ready cannot be deleted: take it back to a draft first.
      </p>
      <select
        id={ISSUE_SELECT_ID}
        value={chosen._id}
        aria-describedby={`${ISSUE_SELECT_ID}-hint`}
        onChange={(event) => onChoose(event.target.value)}
      >
        {issues.map((issue) => (
          <option key={issue._id} value={issue._id}>
            {issueLabel(issue)}
            {issue.published ? "" : " (draft)"}
          </option>
        ))}
      </select>
    </div>
  );
}

function articlesConfig(
  chosen: JournalIssueRecord,
  issues: readonly JournalIssueRecord[],
  choose: (id: string) => void,
): ResourceTabConfig<JournalArticleRecord, ArticleValues, typeof articleSchema> {
  const issueNameOf = (id: string) => {
    const issue = issues.find((each) => each._id === id);
    return issue ? issueLabel(issue) : "an issue that no longer exists";
  };
  return {
    tab: ARTICLES_PART,
    heading: "Articles",
    headingLevel: 3,
    noun: "article",
    addLabel: "Add Article",
    addTitle: "Add article",
    editTitle: "Edit article",
    tableLabel: `Articles in ${issueLabel(chosen)}`,
    emptyText: NO_ARTICLES,
    messages: ARTICLE_MESSAGES,
    endpoints: {
      list: "/api/journal/articles",
      create: "/api/journal/articles",
      item: (id) => `/api/journal/articles/${encodeURIComponent(id)}`,
    },
    record: journalArticleRecord,
    sort: inContentsOrder,
    shows: (article) => article.issueId === chosen._id,
    schema: articleSchema,
    blank: blankArticle(chosen._id),
    fromRecord: articleValues,
    toInput: articleInput,
    toFormData: (_input, values) => articleFormData(values),
    fieldOf: rowsFieldOf(["authors"]),
    // "Another article has the address …", "The address of an article marked ready cannot change …".
    conflictAt: (message) => (/address/i.test(message) ? "slug" : undefined),
    rowTitle: (article) => article.title,
    canDelete: (article) => !article.ready,
    extraActions: (article, reload, contents) => <MoveButtons article={article} contents={contents} reload={reload} />,
    intro: <IssueChoice issues={issues} chosen={chosen} onChoose={choose} />,
    columns: [
      { header: "No.", text: (article) => String(article.position), numeric: true },
      { header: "Title", text: (article) => article.title, clamp: true },
      { header: "Type", text: (article) => article.type },
      { header: "Pages", text: pagesOf, numeric: true },
      { header: "Status", text: statusOf },
    ],
    renderForm: (form) => <ArticleFields form={form} issueName={issueNameOf(form.values.issueId)} />,
  };
}

/** The part without a list to show yet: loading the issues, failed, or none to put articles in. */
function ArticlesWaiting({ children }: { children: ReactNode }) {
  return (
    <section className="admin-tab" aria-labelledby={HEADING_ID}>
      <div className="admin-tab-top">
        <h3 id={HEADING_ID} className="admin-part-heading">
          Articles
        </h3>
      </div>
      {children}
    </section>
  );
}

export function JournalArticles() {
  const issues = useIssueChoices();
  const [chosenId, setChosenId] = useState("");
  const chosen = issues.rows.find((issue) => issue._id === chosenId) ?? issues.rows[0];
  const config = useMemo(
    () => (chosen ? articlesConfig(chosen, issues.rows, setChosenId) : undefined),
    [chosen, issues.rows],
  );

  if (issues.status === "loading") {
    return (
      <ArticlesWaiting>
        <p role="status" className="admin-list-status">
          Loading the issues…
        </p>
      </ArticlesWaiting>
    );
  }
  if (issues.status === "error" && !config) {
    return (
      <ArticlesWaiting>
        <div role="alert" className="notice notice-error admin-list-status">
          <p>{ARTICLE_MESSAGES.loadFailed}</p>
          <button type="button" className="button button-secondary button-small" onClick={() => void issues.reload()}>
            Try again
          </button>
        </div>
      </ArticlesWaiting>
    );
  }
  if (!config) {
    return (
      <ArticlesWaiting>
        <p className="admin-list-status muted">No issues yet: add an issue above, then its articles here.</p>
      </ArticlesWaiting>
    );
  }
  return <ResourceTab config={config} />;
}
