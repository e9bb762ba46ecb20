import { indiaToday } from "../../domain/india-date";
import {
  MEMBER_MESSAGES,
  memberAccount,
  memberLoginInput,
  signInCodeRequestInput,
  signInCodeVerifyInput,
} from "../../domain/member-account";
import { sameEmail, type RegistrationRecord } from "../../domain/membership-registrations";
import { unknownPasswordHash, verifyPassword } from "../auth";
import { registrationsCollection } from "../content/collections";
import { HttpError } from "../http/errors";
import { json, resource, route } from "../api/handler";
import { sendMail } from "../mail";
import { signInCodeMail } from "../mail/messages/sign-in-code";
import { sessionCookieValue, signedInCookies, signedOutCookies } from "../auth/member/cookie";
import {
  deleteExpiredSessionsOf,
  endSession,
  resolveSession,
  SESSION_LIFETIME_MS,
  startSession,
  type SignInMethod,
} from "../auth/member/session";
import { issueSignInCode, SIGN_IN_CODE, useSignInCode } from "../auth/member/sign-in-codes";
import { admitCodeRequest, admitSignInAttempt } from "../auth/member/throttle";

/**
 * Member sign-in (docs/rules/members-and-money.md §7): with the password chosen at registration, or with a code sent by
 * e-mail; and sign-out. Applicants may sign in while their application is pending.
 */

const findByEmail = async (email: string): Promise<RegistrationRecord | undefined> =>
  (await registrationsCollection.list()).find((record) => sameEmail(record.email, email));

/** The signed-in answer: `{ member }`, the session cookie and the signed-in hint. */
async function signedIn(request: Request, record: RegistrationRecord, method: SignInMethod): Promise<Response> {
  const { cookieValue } = await startSession(record, method);
  await deleteExpiredSessionsOf(record._id).catch((error: unknown) =>
    console.error("Could not tidy expired member sessions:", error instanceof Error ? error.message : error),
  );
  return json(
    { member: memberAccount(record, indiaToday()) },
    200,
    signedInCookies(request, cookieValue, SESSION_LIFETIME_MS / 1000),
  );
}

const invalidLogin = () => new HttpError(401, MEMBER_MESSAGES.invalidLogin);
const invalidCode = () => new HttpError(401, MEMBER_MESSAGES.invalidCode);

const login = route({
  body: memberLoginInput,
  sameSite: true,
  async handle({ request, body, clientIp }) {
    const attempt = await admitSignInAttempt(body.email, clientIp);
    // Made before the lookup, so that the first sign-in of an instance costs the same either way.
    const unknownHash = await unknownPasswordHash();
    const record = await findByEmail(body.email);
    const matches = await verifyPassword(body.password, record?.passwordHash ?? unknownHash);
    if (!record || !matches) throw invalidLogin();
    await attempt.succeeded();
    return signedIn(request, record, "password");
  },
});

const requestCode = route({
  body: signInCodeRequestInput,
  sameSite: true,
  status: 202,
  async handle({ body, clientIp }) {
    await admitCodeRequest(body.email, clientIp);
    const record = await findByEmail(body.email);
    if (record) {
      const code = await issueSignInCode(record);
      const minutes = SIGN_IN_CODE.lifetimeMs / 60_000;
      await sendMail({
        to: record.email,
        kind: "sign-in-code",
        ...signInCodeMail(record.name, code, minutes),
        secrets: [code],
        memberId: record._id,
      });
    }
    // The same answer either way: whether an e-mail is registered is not told here.
    return { message: MEMBER_MESSAGES.codeSent };
  },
});

const verifyCode = route({
  body: signInCodeVerifyInput,
  sameSite: true,
  async handle({ request, body, clientIp }) {
    const attempt = await admitSignInAttempt(body.email, clientIp);
    const memberId = await useSignInCode(body.email, body.code);
    const record = memberId === undefined ? undefined : await registrationsCollection.get(memberId);
    // The record must still be there, under the same address, when the code is used.
    if (!record || !sameEmail(record.email, body.email)) throw invalidCode();
    await attempt.succeeded();
    return signedIn(request, record, "code");
  },
});

const logout = route({
  sameSite: true,
  async handle({ request }) {
    const member = await resolveSession(sessionCookieValue(request));
    if (member) await endSession(member);
    // Always signed out afterwards, whatever the cookie was: the session cookie and the hint go.
    return new Response(null, {
      status: 204,
      headers: [["cache-control", "no-store"], ...signedOutCookies(request)],
    });
  },
});

/** POST /api/member/login. */
export const memberLoginHandler = resource({ POST: login });
/** POST /api/member/login-code. */
export const memberLoginCodeHandler = resource({ POST: requestCode });
/** POST /api/member/login-code/verify. */
export const memberLoginCodeVerifyHandler = resource({ POST: verifyCode });
/** POST /api/member/logout. */
export const memberLogoutHandler = resource({ POST: logout });
