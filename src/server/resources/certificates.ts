import { CERTIFICATE_NOT_FOUND } from "../../domain/member-documents";
import { registrationsCollection } from "../content/collections";
import { notFound } from "../http/errors";
import { resource, route } from "../api/handler";
import { memberRoute } from "../api/member-route";
import { certificateFile, fileResponse, isCertified } from "../membership/documents";

/**
 * The membership certificate as a PDF (docs/rules/members-and-money.md §4): the member's own, and any member's for the
 * office. Only an accepted member with a membership number has one; otherwise 404.
 */

const own = memberRoute({
  async handle({ member }) {
    if (!isCertified(member.record)) throw notFound(CERTIFICATE_NOT_FOUND);
    return fileResponse(await certificateFile(member.record));
  },
});

const members = route({
  admin: "membership",
  async handle({ id }) {
    const record = await registrationsCollection.get(id);
    if (!record || !isCertified(record)) throw notFound(CERTIFICATE_NOT_FOUND);
    return fileResponse(await certificateFile(record));
  },
});

/** GET /api/member/certificate. */
export const memberCertificateHandler = resource({ GET: own });
/** GET /api/membership-registrations/{id}/certificate. */
export const membershipCertificateHandler = resource({ "GET :id": members });
