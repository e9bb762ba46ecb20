import type { Config } from "@netlify/functions";
import { conferenceListingsHandler } from "../../src/server/resources/conference-listings";

export default conferenceListingsHandler;

export const config: Config = { path: ["/api/conference-listings", "/api/conference-listings/:id"] };
