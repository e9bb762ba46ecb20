import type { ActivityActor } from "../../domain/activity";

/**
 * Who acts in a call, for the activity log: the administrator the route wrapper signed in (their
 * e-mail), the signed-in member, or the public (src/server/api/handler.ts).
 */
export const adminActor = (email: string): ActivityActor => ({ kind: "admin", email });

export const memberActor = (email: string): ActivityActor => ({ kind: "member", email });

export const PUBLIC_ACTOR: ActivityActor = { kind: "public" };
