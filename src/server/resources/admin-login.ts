import { z } from "zod";
import { checkAdminCredentials, issueAdminToken } from "../auth";
import { HttpError } from "../errors";
import { resource, route } from "../http";

const credentials = z.object({
  email: z.string({ error: "Email is required." }).trim().min(1, { error: "Email is required." }).max(320),
  password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }).max(1024),
});

export const adminLoginHandler = resource({
  POST: route({
    body: credentials,
    async handle({ body }) {
      if (!(await checkAdminCredentials(body.email, body.password))) throw new HttpError(401, "Invalid credentials");
      return { token: await issueAdminToken() };
    },
  }),
});
