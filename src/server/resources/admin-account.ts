import { ADMIN_USER_MESSAGES, adminPasswordChange } from "../../domain/admin-users";
import { issueAdminToken, passwordHashOf } from "../auth/admins/identity";
import { storeNewPassword } from "../auth/admins/password";
import { readAdministrators } from "../auth/admins/records";
import { hashPassword, verifyPassword } from "../auth";
import { HttpError, unauthorized } from "../http/errors";
import { resource, route } from "../api/handler";
import { beginSignIn, throttledMessage } from "../auth/login-throttle";

/**
 * What every administrator does for themselves (docs/rules/members-and-money.md §8): `GET /api/admin/me` says who the
 * token stands for and their role now (the panel shows the tabs the role allows from it), and
 * `PUT /api/admin/password` changes their password, ending every token issued before and
 * answering a new one for the browser that made the change.
 */

const me = route({
  admin: "any",
  handle({ admin }) {
    if (!admin) throw unauthorized();
    return Promise.resolve({ _id: admin.id, email: admin.email, name: admin.name, role: admin.role });
  },
});

const wrongCurrent = () =>
  new HttpError(400, ADMIN_USER_MESSAGES.currentPasswordWrong, {
    issues: [{ field: "currentPassword", message: ADMIN_USER_MESSAGES.currentPasswordWrong }],
  });

const changePassword = route({
  admin: "any",
  body: adminPasswordChange,
  activity: "admin-password-change",
  async handle({ admin, body, clientIp }) {
    if (!admin) throw unauthorized();
    // Wrong current passwords count with the sign-in failures of the same e-mail: a stolen token
    // cannot be used to guess the password behind it.
    const gate = await beginSignIn(admin.email, clientIp);
    if (!gate.allowed) {
      const seconds = gate.retryAfterSeconds;
      throw new HttpError(429, throttledMessage(seconds), {}, { "retry-after": String(seconds) });
    }
    const current = (await readAdministrators()).find((candidate) => candidate._id === admin.id);
    const hash = current && (await passwordHashOf(current));
    if (!hash || !(await verifyPassword(body.currentPassword, hash))) throw wrongCurrent();
    await gate.succeeded();
    const stored = await storeNewPassword(admin.id, await hashPassword(body.newPassword));
    if (!stored) throw unauthorized();
    return {
      message: ADMIN_USER_MESSAGES.passwordChanged,
      token: await issueAdminToken(stored),
      role: stored.role,
      name: stored.name,
    };
  },
});

export const adminMeHandler = resource({ GET: me });
export const adminPasswordHandler = resource({ PUT: changePassword });
