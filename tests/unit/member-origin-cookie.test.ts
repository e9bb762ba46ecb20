import { describe, expect, it } from "vitest";
import { sessionCookieValue, signedInCookies, signedOutCookies } from "../../src/server/auth/member/cookie";
import { isFromOtherSite } from "../../src/server/auth/member/origin";

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { method: "POST", headers });

describe("the other-site check", () => {
  it("lets through no Origin, the address the request was sent to, its Host and the site's address", () => {
    expect(isFromOtherSite(request("http://localhost:8888/api/member/me"))).toBe(false);
    expect(isFromOtherSite(request("http://localhost:8888/api/member/me", { origin: "http://localhost:8888" }))).toBe(
      false,
    );
    expect(
      isFromOtherSite(
        request("http://localhost:8888/api/member/me", { origin: "http://127.0.0.1:8888", host: "127.0.0.1:8888" }),
      ),
    ).toBe(false);
    expect(
      isFromOtherSite(request("https://society.example/api/member/me", { origin: "HTTPS://Society.Example" })),
    ).toBe(false);
  });

  it("refuses every other origin, look-alikes and null included", () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "",
      "http://localhost:8889",
      "https://localhost:8888",
      "http://localhost:8888.evil.example",
      "http://evil.example/http://localhost:8888",
    ]) {
      expect(isFromOtherSite(request("http://localhost:8888/api/member/me", { origin })), origin).toBe(true);
    }
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Strict and Path=/, Secure only over https; its hint comes and goes with it", () => {
    const values = (pairs: [string, string][]) => pairs.map(([name, value]) => `${name}: ${value}`);
    expect(values(signedInCookies(request("http://localhost:8888/x"), "v", 60))).toEqual([
      "set-cookie: member_session=v; HttpOnly; SameSite=Strict; Path=/; Max-Age=60",
      "set-cookie: signed_in=1; SameSite=Lax; Path=/; Max-Age=60",
    ]);
    expect(values(signedInCookies(request("https://society.example/x"), "v", 60))).toEqual([
      "set-cookie: member_session=v; HttpOnly; SameSite=Strict; Path=/; Max-Age=60; Secure",
      "set-cookie: signed_in=1; SameSite=Lax; Path=/; Max-Age=60; Secure",
    ]);
    expect(values(signedOutCookies(request("https://society.example/x")))).toEqual([
      "set-cookie: member_session=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0; Secure",
      "set-cookie: signed_in=; SameSite=Lax; Path=/; Max-Age=0; Secure",
    ]);
  });

  it("is read only when there is exactly one", () => {
    const read = (cookie: string) => sessionCookieValue(request("http://localhost/x", { cookie }));
    expect(read("member_session=abc")).toBe("abc");
    expect(read("a=1;  member_session=abc ; b=2")).toBe("abc");
    expect(read("member_session=abc; member_session=def")).toBeUndefined();
    expect(read("xmember_session=abc")).toBeUndefined();
    expect(read("")).toBeUndefined();
  });
});
