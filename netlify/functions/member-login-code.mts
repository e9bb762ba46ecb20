import type { Config } from "@netlify/functions";
import { memberLoginCodeHandler } from "../../src/server/resources/member-sign-in";

export default memberLoginCodeHandler;

export const config: Config = { path: "/api/member/login-code" };
