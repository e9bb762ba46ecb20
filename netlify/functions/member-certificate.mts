import type { Config } from "@netlify/functions";
import { memberCertificateHandler } from "../../src/server/resources/certificates";

export default memberCertificateHandler;

export const config: Config = { path: "/api/member/certificate" };
