import type { Config } from "@netlify/functions";
import { paymentDetailsHandler } from "../../src/server/resources/payment-details";

export default paymentDetailsHandler;

// The literal paths come before ":id"; the handler also reads "get"/"create" arriving as an id.
export const config: Config = {
  path: ["/api/payment-details", "/api/payment-details/get", "/api/payment-details/create", "/api/payment-details/:id"],
};
