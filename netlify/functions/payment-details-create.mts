import type { Config } from "@netlify/functions";
import { paymentDetailsCreateHandler } from "../../src/server/resources/payment-details";

export default paymentDetailsCreateHandler;

export const config: Config = { path: "/api/payment-details/create" };
