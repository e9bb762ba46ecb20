import { useEffect } from "react";
import { journalIssueRecord, sortIssues } from "../../../../domain/journal";
import { onContentChanged } from "../../ui/api";
import { useResourceList } from "../../ui/resource";

/**
 * The issues the articles' part chooses from, newest first. Read again after every change the
 * panel saves, so an issue added or renumbered in the Issues part is there to choose at once.
 */
export function useIssueChoices() {
  const issues = useResourceList("/api/journal/issues", journalIssueRecord, { sort: sortIssues });
  const { reload } = issues;
  useEffect(() => onContentChanged(() => void reload()), [reload]);
  return issues;
}
