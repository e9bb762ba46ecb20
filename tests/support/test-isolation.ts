import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What in a test file changes state that outlives the file in its worker: module mocks, a faked
 * clock, environment variables, the store client or the password hash cost. Such a file runs in a
 * fresh module graph of its own; every other file shares its worker's modules with the files before
 * it, which saves evaluating the same modules for each (docs/decisions/test-layout.md).
 */
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|setSystemTime)\(|process\.env\.\w+ =|process\.env\[[^\]]+\] =|delete process\.env|resetStoreClient\(|setNewHashCostForTests\(/;

const SAYS_IT_RESTORES = /^\/\/ test-isolation: shared\b/m;

/** The unit test files (as paths from the project root) that must run isolated. */
export function filesNeedingIsolation(root: string, dir = "tests/unit"): string[] {
  // Every folder under `dir`, as the projects' `tests/unit/**/*.test.ts` reaches.
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `${dir}/${name}`)
    .filter((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return CHANGES_SHARED_STATE.test(text) && !SAYS_IT_RESTORES.test(text);
    });
}
