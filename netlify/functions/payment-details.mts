import type { Config } from "@netlify/functions";
import { paymentDetailsHandler } from "../../src/server/resources/payment-details";

export default paymentDetailsHandler;

// "/api/payment-details/get" and "/create" have functions of their own; should the platform still route them
// here as an id, the handler reads them as the paths they name.
export const config: Config = { path: ["/api/payment-details", "/api/payment-details/:id"] };
