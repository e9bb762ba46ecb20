import type { Config } from "@netlify/functions";
import { membershipsCreateHandler } from "../../src/server/resources/memberships";

export default membershipsCreateHandler;

export const config: Config = { path: "/api/memberships/create" };
