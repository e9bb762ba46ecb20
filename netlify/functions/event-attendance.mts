import type { Config } from "@netlify/functions";
import { eventAttendanceHandler } from "../../src/server/resources/event-attendance";

export default eventAttendanceHandler;

export const config: Config = { path: "/api/events/:id/registrations/:registrationId/attendance" };
