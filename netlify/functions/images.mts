import type { Config } from "@netlify/functions";
import { imagesHandler } from "../../src/server/resources/images";

export default imagesHandler;

export const config: Config = { path: "/api/images" };
