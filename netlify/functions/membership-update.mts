import type { Config } from "@netlify/functions";
import { membershipRecordHandler } from "../../src/server/resources/membership-record";

export default membershipRecordHandler;

// Record ids only (24 hex digits, as newId() gives them), so that no other path under
// /api/membership-registrations/ (register, export.csv, ...) can be taken for an id.
export const config: Config = { path: "/api/membership-registrations/:id([0-9a-f]{24})" };
