import { randomUUID } from "node:crypto";
import { format } from "node:util";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { hashPassword } from "../../src/server/auth";
import { registrationsCollection } from "../../src/server/content/collections";
import { outboxEntries } from "../../src/server/mail";
import { listDocumentKeys, readDocument } from "../../src/server/store";
import { call, type CallResult } from "../support/api";
import { asMember, sessionFrom, storeMember } from "../support/member";
import { HASH_SHAPES, tokenMarker, type Marker } from "../support/privacy-markers";
import { recordSentMail } from "../support/recorders";

/**
 * The member area's privacy rule (DESIGN, Security model): no answer, log line, outbox entry,
 * export or stored session or code document holds a password, a password hash, a sign-in code or a
 * session token. One member goes through every call, the failing ones included, and everything the
 * site said or kept meanwhile is searched for each secret it handled.
 */

const sentMail = recordSentMail();

const logged: string[] = [];
beforeAll(() => {
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(format(...args));
    });
  }
});
afterAll(() => {
  vi.restoreAllMocks();
});

const stamp = randomUUID().replace(/-/g, "").slice(0, 12);
const firstPassword = `pvpass${stamp}first`;
const secondPassword = `pvpass${stamp}second`;

it("no answer, log line, outbox entry, export, activity log entry or stored document holds a password, hash, code or session token", async () => {
  const startedAt = new Date().toISOString().replace(/[:.]/g, "-");
  const record = await storeMember({ passwordHash: await hashPassword(firstPassword) });
  const { email } = record;
  const answers: { label: string; result: CallResult }[] = [];
  const codes: string[] = [];
  const tokens: string[] = [];
  const keep = (label: string, result: CallResult) => {
    answers.push({ label, result });
    const session = sessionFrom(result);
    if (session) tokens.push(session.split(".")[1] ?? session);
    return result;
  };
  const post = (path: string, body: unknown, session?: string) =>
    asMember(session, "POST", path, { body }).then((result) => keep(`POST ${path}`, result));
  const lastCode = () => {
    const code = sentMail.messages.filter((mail) => mail.to === email).at(-1)?.secrets?.[0] ?? "";
    codes.push(code);
    return code;
  };

  // Sign-in, right and wrong, by password and by code.
  await post("/api/member/login", { email, password: `${firstPassword}-wrong` });
  const byPassword = sessionFrom(await post("/api/member/login", { email, password: firstPassword }));
  await post("/api/member/login-code", { email });
  const code = lastCode();
  await post("/api/member/login-code/verify", { email, code: String((Number(code) + 1) % 1e6).padStart(6, "0") });
  const byCode = sessionFrom(await post("/api/member/login-code/verify", { email, code }));
  await post("/api/member/login-code/verify", { email, code });
  await post("/api/member/login-code", { email: `nobody-${stamp}@example.org` });

  // The member area.
  keep("GET /api/member/me", await asMember(byPassword, "GET", "/api/member/me"));
  keep(
    "PUT /api/member/me",
    await asMember(byPassword, "PUT", "/api/member/me", {
      body: {
        contact: "+91 90000 11111",
        designation: "Reader",
        address: "1 Aminabad, Lucknow",
        areaOfSpecialization: "Horticulture",
        showContactInDirectory: true,
      },
    }),
  );
  keep(
    "PUT /api/member/password (wrong current)",
    await asMember(byPassword, "PUT", "/api/member/password", {
      body: { currentPassword: `${firstPassword}-wrong`, newPassword: secondPassword },
    }),
  );
  const changed = keep(
    "PUT /api/member/password",
    await asMember(byCode, "PUT", "/api/member/password", { body: { newPassword: secondPassword } }),
  );
  expect(changed.status).toBe(200);
  const afterChange = sessionFrom(changed);
  keep("GET /api/member/me (old session)", await asMember(byPassword, "GET", "/api/member/me"));
  await post(
    "/api/member/payments",
    {
      method: "UPI",
      reference: `9${Date.now()}`.slice(0, 12),
      amount: 500,
      paidOn: "2026-01-01",
      purpose: "application",
    },
    afterChange,
  );
  const exported = keep("GET /api/member/export", await asMember(afterChange, "GET", "/api/member/export"));
  for (let attempt = 0; attempt < 6; attempt++) await post("/api/member/login", { email, password: firstPassword });
  keep("POST /api/member/logout", await asMember(afterChange, "POST", "/api/member/logout"));
  // The administrator signs in (a sign-in is logged) and once more with a wrong password.
  const adminPassword = process.env.ADMIN_PASSWORD ?? "";
  // Not kept with the answers: the token is this answer's whole point.
  const adminSignIn = await call("POST", "/api/admin/login", {
    body: { email: "admin@example.org", password: adminPassword },
  });
  expect(adminSignIn.status).toBe(200);
  await post("/api/admin/login", { email: "admin@example.org", password: `${adminPassword}-wrong` });
  await post("/api/member/login", { email: `nobody-${stamp}@example.org`, password: secondPassword });

  // Everything the site said or kept.
  const storedHashes = [record.passwordHash, (await registrationsCollection.get(record._id))?.passwordHash ?? ""];
  expect(storedHashes[1]).not.toBe(storedHashes[0]);
  expect(codes.every((each) => /^\d{6}$/.test(each))).toBe(true);
  expect(tokens.length).toBeGreaterThanOrEqual(3);
  const forbidden: Marker[] = [
    ...HASH_SHAPES,
    tokenMarker("the first password", firstPassword),
    tokenMarker("the second password", secondPassword),
    ...storedHashes.flatMap((hash) =>
      hash
        .split("$")
        .slice(4)
        .map((piece) => tokenMarker(`a piece of a stored hash (${piece.slice(0, 6)}...)`, piece)),
    ),
  ];
  // A code is six digits on their own: the same digits inside a longer number (a timestamp) are not it.
  const codeMarkers: Marker[] = codes.map((each) => ({
    label: `the sign-in code ${each}`,
    found: (text: string) => new RegExp(`(?<!\\d)${each}(?!\\d)`).test(text),
  }));
  const secrets: Marker[] = [
    ...codeMarkers,
    ...tokens.map((token) => tokenMarker(`a session token (${token.slice(0, 6)}...)`, token)),
    tokenMarker("the administrator's password", adminPassword),
    tokenMarker("the administrator's token", String(adminSignIn.json.token)),
  ];
  const outbox = (await outboxEntries()).filter((entry) => entry.to === email);
  expect(outbox.length).toBeGreaterThanOrEqual(1);
  const stored = await Promise.all(
    [
      ...(await listDocumentKeys("member-sessions/")),
      ...(await listDocumentKeys("member-sign-in-codes/")),
      ...(await listDocumentKeys("throttle/")),
    ].map(async (key) => ({ label: `store ${key}`, text: JSON.stringify(await readDocument(key)) })),
  );
  // Every activity log entry written since this test began (other files write theirs meanwhile).
  const logKeys = (await listDocumentKeys("activity/")).filter((key) => key > `activity/${startedAt}`);
  const logEntries = await Promise.all(
    logKeys.map(async (key) => ({ label: `activity ${key}`, text: JSON.stringify(await readDocument(key)) })),
  );
  const places = [
    ...answers.map(({ label, result }) => ({
      label: `${label} (${result.status})`,
      // The session cookie itself carries the token, by design; everything else may not.
      text: `${result.bytes.toString("utf8")}\n${[...result.headers].filter(([name]) => name !== "set-cookie").join("\n")}`,
    })),
    ...answers.map(({ label, result }) => ({
      label: `${label} Set-Cookie`,
      text: result.headers.getSetCookie().join("\n"),
      cookie: true,
    })),
    ...logged.map((line, index) => ({ label: `log line ${index + 1}`, text: line })),
    ...outbox.map((entry) => ({ label: `outbox ${entry.kind}`, text: JSON.stringify(entry) })),
    ...stored,
    ...logEntries,
  ];
  const findings: string[] = [];
  for (const place of places) {
    const lower = place.text.toLowerCase();
    const markers = "cookie" in place ? forbidden : [...forbidden, ...secrets];
    for (const marker of markers) if (marker.found(place.text, lower)) findings.push(`${place.label}: ${marker.label}`);
  }
  expect(findings).toEqual([]);

  // Positive controls: the scan reads what it should.
  const memberEntries = logEntries.filter((entry) => entry.text.includes(`"recordId":"${record._id}"`));
  expect(memberEntries.map((entry) => (JSON.parse(entry.text) as { action: string }).action).sort()).toEqual([
    "password-change",
    "payment-reported",
    "profile-update",
  ]);
  expect(logEntries.some((entry) => entry.text.includes('"action":"sign-in"'))).toBe(true);
  const exportText = exported.bytes.toString("utf8");
  expect(exportText).toContain(email);
  expect(exportText).toContain("sign-in-code");
  expect(outbox.some((entry) => entry.text.includes("[hidden]"))).toBe(true);
  expect(sentMail.messages.some((mail) => codeMarkers.some((marker) => marker.found(mail.text, mail.text)))).toBe(true);
  expect(answers.some(({ result }) => result.status === 429)).toBe(true);
  expect(answers.filter(({ result }) => result.headers.getSetCookie().length > 0).length).toBeGreaterThanOrEqual(3);
});
