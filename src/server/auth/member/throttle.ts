import { MEMBER_MESSAGES } from "../../../domain/member-messages";
import { HttpError } from "../../http/errors";
import { beginSignIn, throttledMessage } from "../login-throttle";

/**
 * Members' sign-ins are throttled as the administrator's are (login-throttle.ts: 5 failures per
 * e-mail and 20 per client in 15 minutes, then 429 with Retry-After), in documents of their own so
 * that members' attempts never lock the administrator out. Wrong passwords, wrong codes and wrong
 * current passwords count together. Code requests have their own document, and every request
 * counts there, so nobody can fill a member's inbox with codes.
 */

export const MEMBER_SIGN_IN_THROTTLE = "throttle/member-login";
export const CODE_REQUEST_THROTTLE = "throttle/member-login-code";

const tooMany = (seconds: number, message: string) =>
  new HttpError(429, message, {}, { "retry-after": String(seconds) });

/** Admits one attempt to check a password or code (429 otherwise); call `succeeded` when it matched. */
export async function admitSignInAttempt(
  email: string,
  clientIp: string | undefined,
): Promise<{ succeeded: () => Promise<void> }> {
  const gate = await beginSignIn(email, clientIp, { document: MEMBER_SIGN_IN_THROTTLE });
  if (!gate.allowed) throw tooMany(gate.retryAfterSeconds, throttledMessage(gate.retryAfterSeconds));
  return gate;
}

/** Admits one request for a sign-in code (429 otherwise), whether or not the e-mail is registered. */
export async function admitCodeRequest(email: string, clientIp: string | undefined): Promise<void> {
  const gate = await beginSignIn(email, clientIp, { document: CODE_REQUEST_THROTTLE });
  if (!gate.allowed) {
    const seconds = gate.retryAfterSeconds;
    throw tooMany(seconds, MEMBER_MESSAGES.codeRequestsThrottled(Math.max(1, Math.ceil(seconds / 60))));
  }
}
