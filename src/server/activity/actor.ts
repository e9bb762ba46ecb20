import { decodeJwt } from "jose";
import type { ActivityActor } from "../../domain/activity";
import { requireAdmin } from "../auth";

/**
 * Who acts in a call, for the activity log. The administrator is the one function that changes
 * when administrators get identities and roles (issue 15, h-admins): it then becomes
 * `({ kind: "admin", email: (await adminIdentityOf(request)).email })`.
 */
export async function actorOf(request: Request): Promise<ActivityActor> {
  // Verified here, so the subject read below is that of a token this site signed.
  await requireAdmin(request);
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const { sub } = decodeJwt(token);
  return sub ? { kind: "admin", email: sub } : { kind: "admin" };
}

export const memberActor = (email: string): ActivityActor => ({ kind: "member", email });

export const PUBLIC_ACTOR: ActivityActor = { kind: "public" };
