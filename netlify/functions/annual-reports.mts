import type { Config } from "@netlify/functions";
import { annualReportsHandler } from "../../src/server/resources/annual-reports";

export default annualReportsHandler;

export const config: Config = { path: ["/api/annual-reports", "/api/annual-reports/:id"] };
