import type { Config } from "@netlify/functions";
import { memberPaymentsHandler } from "../../src/server/resources/member-payments";

export default memberPaymentsHandler;

export const config: Config = { path: "/api/member/payments" };
