import { adminCredentials } from "../../domain/admin-login";
import { issueAdminToken } from "../auth/admins/identity";
import { administratorSigningIn } from "../auth/admins/sign-in";
import { noteEvent } from "../core/call-context";
import { HttpError } from "../http/errors";
import { resource, route } from "../api/handler";
import { beginSignIn, throttledMessage } from "../auth/login-throttle";

/** POST /api/admin/login: every administrator signs in here (docs/rules/members-and-money.md §8); the site contract's `token`, with `role` and `name`. */
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
      const admin = await administratorSigningIn(body.email, body.password);
      if (!admin) throw new HttpError(401, "Invalid credentials");
      await gate.succeeded();
      // A sign-in is logged; a refused one changes nothing and is only counted by the throttle.
      noteEvent({
        actor: { kind: "admin", email: admin.email },
        action: "sign-in",
        collection: "administrators",
        recordId: admin.email,
      });
      return { token: await issueAdminToken(admin), role: admin.role, name: admin.name };
    },
  }),
});
