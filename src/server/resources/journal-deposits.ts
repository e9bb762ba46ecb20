import { contentDisposition } from "../content/files";
import { resource, route } from "../api/handler";
import { depositFile } from "../journal/deposits";

/** GET /api/journal/issues/{id}/crossref.xml and /doaj.xml (docs/rules/journal.md §7): the editors' and the owner's. */
const download = route({
  admin: "content",
  async handle({ id, url }) {
    const { xml, filename } = await depositFile(id, url.pathname.endsWith("/doaj.xml") ? "doaj" : "crossref");
    return new Response(xml, {
      headers: {
        "content-type": "application/xml; charset=utf-8",
        "content-disposition": contentDisposition("attachment", filename),
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
});

export const journalDepositsHandler = resource({ "GET :id": download });
