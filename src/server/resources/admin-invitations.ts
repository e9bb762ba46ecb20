import { ADMIN_USER_MESSAGES, acceptInviteInput } from "../../domain/admin-users";
import { nameActivity } from "../core/call-context";
import { acceptInvitation } from "../auth/admins/invitations";
import { hashPassword } from "../auth";
import { HttpError } from "../http/errors";
import { resource, route } from "../api/handler";
import { beginSignIn } from "../auth/login-throttle";

/**
 * POST /api/admin/users/accept-invite (docs/rules/members-and-money.md §8): an invited administrator types their e-mail,
 * the code from the invitation and the password they choose, on the page /admin/accept-invite.
 * Throttled as sign-in is (login-throttle.ts: 5 failures per e-mail and 20 per client in 15
 * minutes, then 429 with Retry-After), in a document of its own; the code itself is void after
 * 5 wrong tries (auth/admins/invitations.ts).
 */

export const INVITATION_THROTTLE = "throttle/admin-accept-invite";

const accept = route({
  body: acceptInviteInput,
  async handle({ body, clientIp }) {
    const gate = await beginSignIn(body.email, clientIp, { document: INVITATION_THROTTLE });
    if (!gate.allowed) {
      const seconds = gate.retryAfterSeconds;
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new HttpError(
        429,
        ADMIN_USER_MESSAGES.invitationsThrottled(minutes),
        {},
        { "retry-after": String(seconds) },
      );
    }
    // Hashed before the write that checks the code: that write may run again on a conflict.
    const outcome = await acceptInvitation(body.email, body.code, await hashPassword(body.password));
    // A wrong code is logged only when it counted a try against a live invitation (a change).
    nameActivity(outcome.accepted ? "invitation-accepted" : "invitation-code-wrong");
    if (!outcome.accepted) throw new HttpError(401, ADMIN_USER_MESSAGES.invalidInvitation);
    await gate.succeeded();
    return { message: ADMIN_USER_MESSAGES.invitationAccepted };
  },
});

export const adminAcceptInviteHandler = resource({ POST: accept });
