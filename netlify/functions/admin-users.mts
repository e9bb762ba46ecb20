import type { Config } from "@netlify/functions";
import { adminUsersHandler } from "../../src/server/resources/admin-users";

export default adminUsersHandler;

// Ids are the site owner's ("owner") or a record's (24 hex digits, as newId() gives them), so that
// /api/admin/users/accept-invite (a function of its own) is never taken for one.
export const config: Config = { path: ["/api/admin/users", "/api/admin/users/:id(owner|[0-9a-f]{24})"] };
