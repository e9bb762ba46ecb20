import type { Config } from "@netlify/functions";
import { membershipCertificateHandler } from "../../src/server/resources/certificates";

export default membershipCertificateHandler;

// A record's id (24 hex digits), like the record's other calls, so no other path is read as one.
export const config: Config = { path: "/api/membership-registrations/:id([0-9a-f]{24})/certificate" };
