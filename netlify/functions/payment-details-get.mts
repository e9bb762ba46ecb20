import type { Config } from "@netlify/functions";
import { paymentDetailsGetHandler } from "../../src/server/resources/payment-details";

export default paymentDetailsGetHandler;

export const config: Config = { path: "/api/payment-details/get" };
