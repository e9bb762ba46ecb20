import type { Config } from "@netlify/functions";
import { adminAcceptInviteHandler } from "../../src/server/resources/admin-invitations";

export default adminAcceptInviteHandler;

export const config: Config = { path: "/api/admin/users/accept-invite" };
