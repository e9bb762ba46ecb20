import * as z from "zod";
import { ADMIN_ROLES } from "./admin-roles";

/** The administrator's sign-in form and POST /api/admin/login body. */
export const adminCredentials = z.object({
  email: z.string({ error: "Email is required." }).trim().min(1, { error: "Email is required." }).max(320),
  password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }).max(1024),
});
export type AdminCredentials = z.input<typeof adminCredentials>;

/** The site contract's `token`, and docs/rules/members-and-money.md §8's `role` and `name` of who signed in. */
export const adminLoginAnswer = z.object({ token: z.string(), role: z.enum(ADMIN_ROLES), name: z.string() });
