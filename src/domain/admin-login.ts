import { z } from "zod";

/** The administrator's sign-in form and POST /api/admin/login body. */
export const adminCredentials = z.object({
  email: z.string({ error: "Email is required." }).trim().min(1, { error: "Email is required." }).max(320),
  password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }).max(1024),
});
export type AdminCredentials = z.input<typeof adminCredentials>;

export const adminLoginAnswer = z.object({ token: z.string() });
