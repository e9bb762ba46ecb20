import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../src/server/api/handler";
import { adminToken, call } from "../support/api";

/**
 * A JSON body may nest arrays and objects MAX_JSON_DEPTH deep and no deeper, counted on the parsed
 * value: brackets inside strings are text, and an object counts as an array does.
 */
const TOO_DEEP = { message: "The request body is nested too deeply." };

/** `depth` containers, each inside the last, alternating arrays and objects as given. */
function nested(depth: number, kinds: "arrays" | "mixed"): unknown {
  let value: unknown = "core";
  for (let level = depth; level > 1; level--) value = kinds === "arrays" || level % 2 ? [value] : { inner: value };
  return { news: value };
}

describe("the depth of a JSON body", () => {
  it.each(["arrays", "mixed"] as const)("takes %s nested to the limit and refuses one level more", async (kinds) => {
    const token = await adminToken();
    const atLimit = await call("PUT", "/api/settings", { token, body: nested(MAX_JSON_DEPTH, kinds) });
    expect(atLimit.json).not.toEqual(TOO_DEEP);
    const tooDeep = await call("PUT", "/api/settings", { token, body: nested(MAX_JSON_DEPTH + 1, kinds) });
    expect({ status: tooDeep.status, body: tooDeep.json }).toEqual({ status: 400, body: TOO_DEEP });
  });

  it("counts no bracket inside a string", async () => {
    const token = await adminToken();
    const answer = await call("PUT", "/api/settings", {
      token,
      body: { news: "[".repeat(MAX_JSON_DEPTH * 2), other: "{".repeat(MAX_JSON_DEPTH * 2) },
    });
    expect(answer.json).not.toEqual(TOO_DEEP);
    expect(answer.status).toBeLessThan(500);
  });
});
