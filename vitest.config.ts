import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { filesNeedingIsolation } from "./tests/support/test-isolation";

/**
 * Tests that read a built site (tests/unit/built-demo-*, built-fixtures-*) run last, in the order
 * the sites are built (built-sites-setup.ts builds them in the background while the others run).
 */
class BuiltSitesLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) =>
      spec.moduleId.includes("/built-fixtures-") ? 2 : spec.moduleId.includes("/built-demo-") ? 1 : 0;
    return (await super.sort(files))
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

const isolated = filesNeedingIsolation(import.meta.dirname);

export default defineConfig({
  test: {
    // Each project names its files (Vitest appends a project's lists to the root's).
    sequence: { sequencer: BuiltSitesLast },
    setupFiles: ["tests/support/cheap-hashes.ts", "tests/support/worker-store-setup.ts"],
    env: { SITE_ENV: "local", ADMIN_EMAIL: "admin@example.org", ADMIN_PASSWORD: "test-password-123" },
    testTimeout: 20_000,
    // Two files at a time, on a two-core machine too (Vitest's default there is one): the site
    // builds and the long property file then never leave the second core idle.
    maxWorkers: 2,
    projects: [
      {
        // Most files share their worker's modules with the files before them: evaluating the same
        // modules again for each file was about a third of the unit run's CPU time.
        extends: true,
        test: {
          name: "shared",
          isolate: false,
          include: ["tests/unit/**/*.test.ts"],
          exclude: isolated,
          globalSetup: ["tests/support/blobs-global-setup.ts", "tests/support/built-sites-setup.ts"],
        },
      },
      {
        // Files that mock modules, move the clock or change the environment (test-isolation.ts).
        extends: true,
        test: { name: "isolated", include: isolated, globalSetup: ["tests/support/blobs-global-setup.ts"] },
      },
    ],
  },
});
