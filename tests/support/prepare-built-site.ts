import { writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { loadFunctions } from "../../scripts/lib/function-router";
import { spawnTypeScript } from "../../scripts/lib/run-typescript";
import { seedDemoContentOnce } from "../../scripts/lib/seed";
import { issueAdminToken } from "../../src/server/auth";
import { RECORD_LISTS, type BuiltSiteKind, type BuiltSiteManifest } from "./built-site-manifest";
import { callFunction } from "./function-client";
import type { ApiClient, StoredRecord } from "./hostile-content";
import { editOneOfEachDetailKind } from "./rebuild-edits";
import { storeSiteFixtures } from "./site-fixtures";

/**
 * Fills one store (NETLIFY_BLOBS_CONTEXT) and builds the site from it, as a content edit under
 * `npm start` would: the demo content, plus for "fixtures" the records of site-fixtures.ts sent
 * through the functions and an edit to one record of each kind with a page of its own. Writes the manifest (every record as the admin reads it, and what the
 * fixtures were) before the build. Usage: tsx prepare-built-site.ts KIND STORE_DIR OUT_DIR MANIFEST
 */
const [kind, storeDir, outDir, manifestPath] = process.argv.slice(2) as [BuiltSiteKind, string, string, string];
const root = path.resolve(import.meta.dirname, "../..");

// Content writes ask for a rebuild: answer them here rather than let each one log a failed call.
const hook = http.createServer((_, response) => response.writeHead(202).end());
await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
const address = hook.address();
process.env.BUILD_HOOK_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/build`;

await seedDemoContentOnce();
const router = await loadFunctions(path.join(root, "netlify", "functions"));
const token = await issueAdminToken();
const answer = async (method: string, apiPath: string, options: Parameters<typeof callFunction>[3]) => {
  const result = await callFunction(router, method, apiPath, options);
  return { status: result.status, json: result.json, bytes: result.bytes };
};
const api: ApiClient = {
  json: (method, apiPath, body, admin = true) =>
    answer(method, apiPath, { ...(body === undefined ? {} : { body }), ...(admin ? { token } : {}) }),
  form: (apiPath, fields, files) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
    }
    for (const [name, file] of Object.entries(files))
      form.append(name, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    return answer("POST", apiPath, { form, token });
  },
  get: async (apiPath) => {
    const { status, bytes } = await answer("GET", apiPath, { token });
    const parsed = JSON.parse(bytes.toString("utf8")) as unknown;
    return Array.isArray(parsed)
      ? { status, json: {}, list: parsed as StoredRecord[] }
      : { status, json: parsed as Record<string, unknown>, list: [] };
  },
};

const fixtures = kind === "fixtures" ? await storeSiteFixtures(api) : undefined;
// The fixtures' store starts as a copy of the demo store (built-sites-setup.ts): edit a record of
// each kind with a page of its own, so the rebuild meets pages its cache holds out of date.
const editedPages = kind === "fixtures" ? await editOneOfEachDetailKind() : undefined;
const records = {} as BuiltSiteManifest["records"];
for (const [name, listPath] of Object.entries(RECORD_LISTS) as [keyof typeof RECORD_LISTS, string][]) {
  const { status, list } = await api.get(listPath);
  if (status !== 200) throw new Error(`GET ${listPath} answered ${status}`);
  records[name] = list;
}
const manifest: BuiltSiteManifest = {
  kind,
  storeDir,
  outDir,
  records,
  ...(fixtures ? { fixtures } : {}),
  ...(editedPages ? { editedPages } : {}),
};
await writeFile(manifestPath, JSON.stringify(manifest));
hook.close();

const code = await new Promise<number>((resolve) => {
  const child = spawnTypeScript("scripts/build.ts", ["--outDir", outDir], {
    cwd: root,
    env: { ...process.env, STORE_DIR: storeDir },
    stdio: "inherit",
  });
  child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  child.on("error", () => resolve(1));
});
process.exit(code);
