import type { z } from "zod";
import { unauthorized } from "../http/errors";
import type { Route, RouteBody, RouteInput } from "./handler";
import type { SignedInMember } from "../auth/member/session";

/** What a member route's `handle` receives: the route input with the signed-in member. */
export type MemberRouteInput<Body> = RouteInput<Body> & { member: SignedInMember };

type MemberRouteDefinition<Schema extends z.ZodType | undefined> = Omit<
  Route<Schema>,
  "handle" | "member" | "admin"
> & {
  handle(input: MemberRouteInput<RouteBody<Schema>>): Promise<unknown>;
};

/** A route for a signed-in member (the wrapper checks the session cookie before the body). */
export function memberRoute<Schema extends z.ZodType | undefined = undefined>(
  definition: MemberRouteDefinition<Schema>,
): Route<Schema> {
  return {
    ...definition,
    member: true,
    handle(input) {
      const { member } = input;
      if (!member) throw unauthorized();
      return definition.handle({ ...input, member });
    },
  };
}
