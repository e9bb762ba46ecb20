import type { Config } from "@netlify/functions";
import { memberExportHandler } from "../../src/server/resources/member-account";

export default memberExportHandler;

export const config: Config = { path: "/api/member/export" };
