import { describe, expect, it } from "vitest";
import { LOCAL_ADMIN } from "../../src/domain/local-admin";
import { LOCAL_DEFAULTS } from "../../src/server/core/config";

describe("Dev Admin Login credentials", () => {
  it("are the server's local defaults, so the button signs in on local runs only", () => {
    expect(LOCAL_ADMIN).toEqual({ email: LOCAL_DEFAULTS.ADMIN_EMAIL, password: LOCAL_DEFAULTS.ADMIN_PASSWORD });
  });
});
