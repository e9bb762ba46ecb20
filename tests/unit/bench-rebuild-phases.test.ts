import { describe, expect, it } from "vitest";
import { rebuildPhases } from "../../scripts/bench/edit-to-live";

/** The bench's edit-to-live figure says where a rebuild's time went, from the server's log. */

const rebuildLog = (setup: string, routes: string, astro: string, live: string) =>
  [
    "17:11:42 [build] Collecting build info...",
    `17:11:42 [build] \u001b[32m✓ Completed in ${setup}.\u001b[39m`,
    "17:11:42 [build] Building static entrypoints...",
    "17:11:42 [vite] ✓ built in 632ms",
    " generating static routes ",
    "17:11:43   ├─ /news/abc/index.html (+1ms)",
    `17:11:43 ✓ Completed in ${routes}.`,
    "17:11:43 [build] ✓ Completed in 1.89s.",
    `17:11:43 [build] 771 page(s) built in ${astro}`,
    "Search index: 684 pages in 0.3 s (53 indexed, 15 of 16 parts copied unchanged)",
    `Site rebuilt and live in ${live} s.`,
  ].join("\n");

describe("rebuildPhases", () => {
  it("reads Astro's durations in seconds", () => {
    expect(rebuildPhases(rebuildLog("1.20s", "2.10s", "4.60s", "6.2"))).toBe(
      "rebuild 6.2 s, setup and content 1.2 s, bundling 1.3 s, pages 2.1 s, search index 0.3 s, start and switch 1.3 s",
    );
  });

  it("reads Astro's durations in milliseconds, as a build in a loaded process writes them", () => {
    expect(rebuildPhases(rebuildLog("792ms", "831ms", "2.68s", "3.1"))).toBe(
      "rebuild 3.1 s, setup and content 0.8 s, bundling 1.1 s, pages 0.8 s, search index 0.3 s, start and switch 0.1 s",
    );
  });

  it("says so when a phase is not in the log", () => {
    expect(rebuildPhases("Site rebuilt and live in 3.1 s.")).toBe("rebuild phases not in the log");
  });
});
