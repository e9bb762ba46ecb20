import { indiaToday } from "../../domain/india-date";
import { MEMBER_MESSAGES, memberAccount, memberProfileInput, passwordChangeInput } from "../../domain/member-account";
import { adminRegistration, paymentsOf, type RegistrationRecord } from "../../domain/membership-registrations";
import { hashPassword, verifyPassword } from "../auth";
import { registrationsCollection } from "../content/collections";
import { conflict, HttpError, unauthorized } from "../http/errors";
import { json, resource } from "../api/handler";
import { publishIfListingChanged } from "../membership/directory-listing";
import { withDueRenewal } from "../membership/renewals";
import { outboxEntriesOf } from "../mail/messages-of-member";
import { signedInCookies, signedOutCookies } from "../auth/member/cookie";
import { memberRoute } from "../api/member-route";
import {
  deleteSessionsOf,
  mayResetPassword,
  SESSION_LIFETIME_MS,
  sessionVersionOf,
  startSession,
} from "../auth/member/session";
import { admitSignInAttempt } from "../auth/member/throttle";

/** The member area's own record (docs/rules/members-and-money.md §7): read, keep details up to date, password, export, withdraw. */

const tidy = (what: string) => (error: unknown) =>
  console.error(`Could not ${what}:`, error instanceof Error ? error.message : error);

const read = memberRoute({
  async handle({ member }) {
    // A renewal period whose day came before the daily job ran opens now, at today's price.
    const today = indiaToday();
    return memberAccount(await withDueRenewal(member.record, today), today);
  },
});

const update = memberRoute({
  body: memberProfileInput,
  sameSite: true,
  activity: "profile-update",
  async handle({ member, body }) {
    const { contact, designation, address, state, gstin, areaOfSpecialization, showContactInDirectory } = body;
    let before: RegistrationRecord | undefined;
    const updated = await registrationsCollection.modify(member.record._id, (current) => {
      before = current;
      const next = { ...current, contact, designation, address, areaOfSpecialization, showContactInDirectory };
      // Left out or blank: none (the form always sends both).
      if (state === undefined) Reflect.deleteProperty(next, "state");
      if (gstin === undefined) Reflect.deleteProperty(next, "gstin");
      return { ...next, ...(state !== undefined && { state }), ...(gstin !== undefined && { gstin }) };
    });
    if (!updated) throw unauthorized();
    if (before) await publishIfListingChanged(before, updated);
    return memberAccount(updated, indiaToday());
  },
});

const changePassword = memberRoute({
  body: passwordChangeInput,
  sameSite: true,
  activity: "password-change",
  async handle({ request, member, body, clientIp }) {
    const { record, session } = member;
    if (body.currentPassword === undefined || body.currentPassword === "") {
      if (!mayResetPassword(session)) {
        throw new HttpError(400, MEMBER_MESSAGES.currentPasswordRequired, {
          issues: [{ field: "currentPassword", message: MEMBER_MESSAGES.currentPasswordRequired }],
        });
      }
    } else {
      // Someone at an unattended browser must not find the password by guessing: throttled as sign-in.
      const attempt = await admitSignInAttempt(record.email, clientIp);
      if (!(await verifyPassword(body.currentPassword, record.passwordHash))) {
        throw new HttpError(400, MEMBER_MESSAGES.currentPasswordWrong, {
          issues: [{ field: "currentPassword", message: MEMBER_MESSAGES.currentPasswordWrong }],
        });
      }
      await attempt.succeeded();
    }
    const passwordHash = await hashPassword(body.newPassword);
    const version = sessionVersionOf(record);
    const changed = await registrationsCollection.modify(record._id, (current) => {
      // A password changed meanwhile elsewhere ended this session too.
      if (sessionVersionOf(current) !== version) throw unauthorized();
      return { ...current, passwordHash, sessionVersion: version + 1 };
    });
    if (!changed) throw unauthorized();
    // Every earlier session has stopped working; this browser gets a new one.
    const { cookieValue, key } = await startSession(changed, "password");
    await deleteSessionsOf(record._id, key).catch(tidy("delete the ended sessions"));
    return json(
      { message: MEMBER_MESSAGES.passwordChanged },
      200,
      signedInCookies(request, cookieValue, SESSION_LIFETIME_MS / 1000),
    );
  },
});

const exportData = memberRoute({
  async handle({ member }) {
    const { record } = member;
    const emails = await outboxEntriesOf({ memberId: record._id, email: record.email });
    const data = {
      exportedAt: new Date().toISOString(),
      member: adminRegistration(record, indiaToday()),
      payments: paymentsOf(record),
      emails,
    };
    return json(data, 200, {
      "content-disposition": `attachment; filename="my-membership-data-${indiaToday()}.json"`,
    });
  },
});

const withdraw = memberRoute({
  sameSite: true,
  activity: "withdraw",
  async handle({ request, member }) {
    const refuseAccepted = (current: RegistrationRecord) => {
      if (current.status !== "pending") throw conflict(MEMBER_MESSAGES.acceptedCannotWithdraw);
    };
    refuseAccepted(member.record);
    // Checked again inside the write: the office may accept the application meanwhile.
    if (!(await registrationsCollection.remove(member.record._id, refuseAccepted))) throw unauthorized();
    await deleteSessionsOf(member.record._id).catch(tidy("delete the withdrawn applicant's sessions"));
    return json({ message: MEMBER_MESSAGES.withdrawn }, 200, signedOutCookies(request));
  },
});

/** GET, PUT and DELETE /api/member/me. */
export const memberMeHandler = resource({ GET: read, PUT: update, DELETE: withdraw });
/** PUT /api/member/password. */
export const memberPasswordHandler = resource({ PUT: changePassword });
/** GET /api/member/export. */
export const memberExportHandler = resource({ GET: exportData });
