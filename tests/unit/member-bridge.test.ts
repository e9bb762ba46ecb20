import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answerWithFunction } from "../../scripts/lib/node-web-bridge";
import { MEMBER_MESSAGES } from "../../src/domain/member-account";
import { router } from "../support/api";
import { MEMBER_PASSWORD, storeMember } from "../support/member";

/**
 * `npm start` passes the member area's cookie and Origin through its Node-to-web bridge, over real
 * sockets: Set-Cookie reaches the browser, the Cookie and Origin headers reach the function, and a
 * page on the address the browser used (127.0.0.1 here, while the server calls itself localhost)
 * counts as the site's own.
 */

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    void answerWithFunction(request, response, router, `http://localhost:${port}`).then((answered) => {
      if (!answered) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("server did not start");
  port = address.port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it("carries Set-Cookie out and Cookie and Origin in", async () => {
  const record = await storeMember();
  const base = `http://127.0.0.1:${port}`;
  const signIn = (origin: string) =>
    fetch(`${base}/api/member/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: record.email, password: MEMBER_PASSWORD }),
    });

  const refused = await signIn("https://evil.example");
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ message: MEMBER_MESSAGES.otherSite });

  const answer = await signIn(base);
  expect(answer.status).toBe(200);
  const cookies = answer.headers.getSetCookie();
  expect(cookies).toHaveLength(2);
  expect(cookies[0]).toMatch(/^member_session=[\w-]+\.[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/);
  expect(cookies[1]).toMatch(/^signed_in=1; SameSite=Lax; Path=\/; Max-Age=\d+$/);
  const cookie = (cookies[0] ?? "").split(";")[0] ?? "";

  const me = await fetch(`${base}/api/member/me`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(record.email);

  const out = await fetch(`${base}/api/member/logout`, { method: "POST", headers: { cookie, origin: base } });
  expect(out.status).toBe(204);
  expect(out.headers.getSetCookie()[0]).toMatch(/^member_session=; .*Max-Age=0/);
  expect(out.headers.getSetCookie()[1]).toMatch(/^signed_in=; .*Max-Age=0/);
  expect((await fetch(`${base}/api/member/me`, { headers: { cookie } })).status).toBe(401);
});
