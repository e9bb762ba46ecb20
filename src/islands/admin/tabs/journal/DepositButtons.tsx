import { issueLabel, type JournalIssueRecord } from "../../../../domain/journal";
import { RowButton } from "../../ui/DataTable";
import { useFileDownload, type ApiFile } from "../../ui/useFileDownload";

/**
 * A published issue's files for the indexers (docs/rules/journal.md §7): the Crossref deposit (a
 * new batch each download) and DOAJ's article file, downloaded with the administrator's token.
 */

const depositFiles = (issue: JournalIssueRecord): (ApiFile & { label: string })[] => {
  const base = `/api/journal/issues/${encodeURIComponent(issue._id)}`;
  const name = `volume-${issue.volume}-issue-${issue.number}`;
  return [
    {
      label: "Crossref XML",
      path: `${base}/crossref.xml`,
      fileName: `crossref-${name}.xml`,
      what: "the Crossref file",
    },
    { label: "DOAJ XML", path: `${base}/doaj.xml`, fileName: `doaj-${name}.xml`, what: "the DOAJ file" },
  ];
};

export function DepositButtons({ issue }: { issue: JournalIssueRecord }) {
  const files = useFileDownload();
  // A draft issue has no public article to deposit.
  if (!issue.published) return null;
  return (
    <>
      {depositFiles(issue).map((file) => (
        <RowButton
          key={file.path}
          label={file.label}
          rowTitle={`of ${issueLabel(issue)}`}
          kind="secondary"
          busy={files.busyPath === file.path}
          onClick={() => void files.download(file)}
        />
      ))}
    </>
  );
}
