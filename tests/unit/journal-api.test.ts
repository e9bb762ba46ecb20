import { beforeAll, describe, expect, it } from "vitest";
import { defaultJournalDetails } from "../../src/server/journal/details";
import { AUTH_REQUIRED } from "../../src/server/http/errors";
import { ROLE_NOT_ALLOWED } from "../../src/domain/admin-roles";
import { call, roleToken } from "../support/api";
import { typedJournalDetails } from "../support/journal";
import { useOwnSandbox } from "../support/own-sandbox";

/** GET and PUT /api/journal (docs/rules/journal.md §1). Its own store: the details start unsaved. */
useOwnSandbox("journal-api");

const details = { ...typedJournalDetails, licence: "CC BY-NC 4.0" };

let editor = "";
let office = "";
beforeAll(async () => {
  [editor, office] = [await roleToken("editor"), await roleToken("membership")];
});

describe("the journal's details", () => {
  it("are the defaults for everyone until saved, kept by the CDN under the journal's tag", async () => {
    const answer = await call("GET", "/api/journal");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(defaultJournalDetails());
    expect(answer.headers.get("netlify-cache-tag")).toBe("collection-journal");
  });

  it("are saved by an editor, as read back by a visitor", async () => {
    const saved = await call("PUT", "/api/journal", { token: editor, body: details });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      issnPrint: "2434-561X",
      focusAreas: ["Soil health", "Agribusiness"],
      indexingServices: [],
      licence: "CC BY-NC 4.0",
      specialIssue: null,
    });
    expect((await call("GET", "/api/journal")).json).toEqual(saved.json);
  });

  it("refuse a wrong ISSN with its reason, and anyone but the editors and the owner", async () => {
    const wrong = await call("PUT", "/api/journal", { token: editor, body: { ...details, issnOnline: "2049-3631" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(
      "ISSN (online) is not a valid ISSN: its last character does not match the others. Check it for a typing mistake.",
    );
    expect(await call("PUT", "/api/journal", { token: office, body: details })).toMatchObject({
      status: 403,
      json: { message: ROLE_NOT_ALLOWED },
    });
    expect(await call("PUT", "/api/journal", { body: details })).toMatchObject({
      status: 401,
      json: { message: AUTH_REQUIRED },
    });
  });
});
