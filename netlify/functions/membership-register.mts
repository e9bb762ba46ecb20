import type { Config } from "@netlify/functions";
import { membershipRegisterHandler } from "../../src/server/resources/membership-registrations";

export default membershipRegisterHandler;

export const config: Config = { path: "/api/membership-registrations/register" };
