import type { Config } from "@netlify/functions";
import { membershipsGetHandler } from "../../src/server/resources/memberships";

export default membershipsGetHandler;

export const config: Config = { path: "/api/memberships/get" };
