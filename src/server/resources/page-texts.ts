import { isEditablePage, PAGE_TEXT_MESSAGES, pageTextInput, pageTextProblem } from "../../domain/page-texts";
import { resource, route } from "../api/handler";
import { readPageText, readPageTexts, writePageText } from "../content/page-texts";
import { HttpError } from "../http/errors";

/**
 * The society's own pages (docs/rules/public-site.md §12): listed and read by the editors and the
 * owner, saved whole one page at a time. A save rebuilds the site.
 */

function editablePage(slug: string) {
  if (!isEditablePage(slug)) throw new HttpError(404, PAGE_TEXT_MESSAGES.notFound);
  return slug;
}

const list = route({ admin: "content", handle: () => readPageTexts() });

const read = route({ admin: "content", handle: ({ id }) => readPageText(editablePage(id)) });

const save = route({
  admin: "content",
  body: pageTextInput,
  publishes: true,
  activity: "page-update",
  async handle({ id, body, expectedUpdatedAt }) {
    const page = editablePage(id);
    const problem = pageTextProblem(page, body);
    if (problem) throw new HttpError(400, problem, { issues: [{ field: "sections", message: problem }] });
    return (await writePageText(page, body, expectedUpdatedAt)).after;
  },
});

/** GET /api/pages; GET and PUT /api/pages/{slug}. */
export const pageTextsHandler = resource({ GET: list, "GET :id": read, "PUT :id": save });
