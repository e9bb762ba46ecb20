import { adminCredentials } from "../../domain/admin-login";
import { noteEvent } from "../activity/context";
import { checkAdminCredentials, issueAdminToken } from "../auth";
import { config } from "../config";
import { HttpError } from "../errors";
import { resource, route } from "../http";
import { beginSignIn, throttledMessage } from "../login-throttle";

export const adminLoginHandler = resource({
  POST: route({
    body: adminCredentials,
    async handle({ body, clientIp }) {
      // Throttling is decided before the (deliberately slow) password check, so refusals stay cheap.
      const gate = await beginSignIn(body.email, clientIp);
      if (!gate.allowed) {
        const seconds = gate.retryAfterSeconds;
        throw new HttpError(429, throttledMessage(seconds), {}, { "retry-after": String(seconds) });
      }
      if (!(await checkAdminCredentials(body.email, body.password))) throw new HttpError(401, "Invalid credentials");
      await gate.succeeded();
      const token = await issueAdminToken();
      // A sign-in is logged; a refused one changes nothing and is only counted by the throttle.
      const email = config().ADMIN_EMAIL;
      noteEvent({ actor: { kind: "admin", email }, action: "sign-in", collection: "administrators", recordId: email });
      return { token };
    },
  }),
});
