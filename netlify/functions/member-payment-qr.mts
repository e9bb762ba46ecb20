import type { Config } from "@netlify/functions";
import { memberPaymentQrHandler } from "../../src/server/resources/member-payment-qr";

export default memberPaymentQrHandler;

export const config: Config = { path: "/api/member/payment-qr" };
