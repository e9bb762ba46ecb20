import type { Config } from "@netlify/functions";
import { paymentDetailsHandler } from "../../src/server/resources/payment-details";

export default paymentDetailsHandler;

// The spec's "/get" and "/create" paths are this function's too (src/server/api/literal-paths.ts), so no
// other function's path can match a request for them.
export const config: Config = {
  path: ["/api/payment-details", "/api/payment-details/get", "/api/payment-details/create", "/api/payment-details/:id"],
};
