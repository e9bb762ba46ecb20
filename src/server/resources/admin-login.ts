import { adminCredentials } from "../../domain/admin-login";
import { checkAdminCredentials, issueAdminToken } from "../auth";
import { HttpError } from "../errors";
import { resource, route } from "../http";

export const adminLoginHandler = resource({
  POST: route({
    body: adminCredentials,
    async handle({ body }) {
      if (!(await checkAdminCredentials(body.email, body.password))) throw new HttpError(401, "Invalid credentials");
      return { token: await issueAdminToken() };
    },
  }),
});
