import type { JournalArticleRecord } from "../../../../domain/journal";
import { api, isApiError } from "../../ui/api";
import { RowButton } from "../../ui/DataTable";
import { useRowAction } from "../../ui/useRowAction";

/**
 * An article's place in its issue's contents (docs/rules/journal.md §3): "Move up" and "Move down"
 * swap it with its neighbour and save the issue's whole order (PUT /api/journal/issues/{id}/order);
 * the first has no "Move up", the last no "Move down".
 */
export function MoveButtons({
  article,
  contents,
  reload,
}: {
  article: JournalArticleRecord;
  /** The issue's articles as the table shows them, first to last. */
  contents: readonly JournalArticleRecord[];
  reload: () => Promise<void>;
}) {
  const action = useRowAction(reload);
  const index = contents.findIndex((each) => each._id === article._id);
  const move = (by: -1 | 1) => {
    const order = contents.map((each) => each._id);
    const other = order[index + by];
    if (index < 0 || other === undefined) return;
    [order[index], order[index + by]] = [other, article._id];
    void action.run(article._id, {
      call: () =>
        api.send("PUT", `/api/journal/issues/${encodeURIComponent(article.issueId)}/order`, {
          json: { articles: order },
        }),
      succeeded: by < 0 ? "Article moved up." : "Article moved down.",
      failed: (error) =>
        `Could not move the article.${isApiError(error) && error.kind === "validation" ? ` ${error.message}` : ""}`,
    });
  };
  const busy = action.busyId === article._id;
  return (
    <>
      {index > 0 && (
        <RowButton label="Move up" rowTitle={article.title} kind="secondary" busy={busy} onClick={() => move(-1)} />
      )}
      {index >= 0 && index < contents.length - 1 && (
        <RowButton label="Move down" rowTitle={article.title} kind="secondary" busy={busy} onClick={() => move(1)} />
      )}
    </>
  );
}
