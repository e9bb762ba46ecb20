import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot, sitePaths } from "../../scripts/lib/site-paths";
import { ConfigurationError, parseScriptSettings } from "../../src/server/core/config";

describe("the settings the build and the local commands read", () => {
  it("has defaults, and takes a blank value as unset", () => {
    const defaults = { BUILD_LOG_LEVEL: "warn", REBUILD_ON_EDIT: true, REUSE_BUILD: false };
    expect(parseScriptSettings({})).toEqual(defaults);
    expect(parseScriptSettings({ STORE_DIR: " ", BUILD_LOG_LEVEL: "", REBUILD_ON_EDIT: "", REUSE_BUILD: "" })).toEqual(
      defaults,
    );
    expect(
      parseScriptSettings({
        STORE_DIR: ".netlify/other",
        BUILD_LOG_LEVEL: "info",
        REBUILD_ON_EDIT: "false",
        REUSE_BUILD: "true",
      }),
    ).toEqual({ STORE_DIR: ".netlify/other", BUILD_LOG_LEVEL: "info", REBUILD_ON_EDIT: false, REUSE_BUILD: true });
  });

  it("names what is wrong", () => {
    expect(() => parseScriptSettings({ BUILD_LOG_LEVEL: "loud" })).toThrow(
      new ConfigurationError(
        "The site is not configured: BUILD_LOG_LEVEL must be one of debug, info, warn, error or silent. " +
          "Set these in the site's environment variables (see README, Configuration).",
      ),
    );
    expect(() => parseScriptSettings({ REBUILD_ON_EDIT: "no" })).toThrow(
      new ConfigurationError(
        "The site is not configured: REBUILD_ON_EDIT must be true or false. " +
          "Set these in the site's environment variables (see README, Configuration).",
      ),
    );
    expect(() => parseScriptSettings({ REUSE_BUILD: "yes" })).toThrow(
      new ConfigurationError(
        "The site is not configured: REUSE_BUILD must be true or false. " +
          "Set these in the site's environment variables (see README, Configuration).",
      ),
    );
    expect(() => parseScriptSettings({ NETLIFY_API_URL: "not a url" })).toThrow(
      new ConfigurationError(
        "The site is not configured: NETLIFY_API_URL must be a URL. " +
          "Set these in the site's environment variables (see README, Configuration).",
      ),
    );
  });

  it("gives a custom store its own site folder and Astro cache beside it; the default store serves the project", () => {
    expect(sitePaths(undefined)).toEqual({
      storeDir: path.join(projectRoot, ".netlify", "blobs-serve"),
      siteRoot: projectRoot,
      astroCacheDir: path.join(projectRoot, "node_modules", ".astro"),
    });
    const store = path.join(projectRoot, ".netlify", "e2e-store-1");
    expect(sitePaths(".netlify/e2e-store-1")).toEqual({
      storeDir: store,
      siteRoot: `${store}-site`,
      astroCacheDir: path.join(`${store}-site`, "astro-cache"),
    });
  });
});
