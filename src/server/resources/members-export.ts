import { indiaToday } from "../../domain/india-date";
import { membersCsv, membersCsvFileName } from "../../domain/members-export";
import { registrationsCollection } from "../content/collections";
import { resource, route } from "../api/handler";

/**
 * GET /api/membership-registrations/export.csv (administrator): every record with its standing and
 * money as a CSV download (src/domain/members-export.ts). It is a path of the
 * membership-registrations function (src/server/api/literal-paths.ts), so that function's own
 * `/api/membership-registrations/:id` can never take "export.csv" for an id.
 */

export const MEMBERS_EXPORT_PATH = "/api/membership-registrations/export.csv";

const exportCsv = route({
  admin: "membership",
  async handle() {
    const today = indiaToday();
    const csv = membersCsv(await registrationsCollection.list(), today);
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${membersCsvFileName(today)}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
});

export const membersExportHandler = resource({ GET: exportCsv });
