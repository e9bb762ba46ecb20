import * as z from "zod";

/**
 * The site's configuration, read from the environment once and validated.
 * Local runs (`npm start`, `npm run dev`, tests) set SITE_ENV=local and get safe defaults;
 * anywhere else every secret must be set, and not to a local default, or the first request
 * says which are wrong.
 */

export const LOCAL_DEFAULTS = {
  ADMIN_EMAIL: "admin@example.org",
  ADMIN_PASSWORD: "change-me-locally",
  JWT_SECRET: "local-development-secret-not-for-production-use",
} as const;

const environmentSchema = z
  .object({
    SITE_ENV: z.enum(["local", "production"]).default("production"),
    ADMIN_EMAIL: z.email({ error: "ADMIN_EMAIL must be an e-mail address" }),
    ADMIN_PASSWORD: z.string().min(8, { error: "ADMIN_PASSWORD must have at least 8 characters" }),
    JWT_SECRET: z.string().min(32, { error: "JWT_SECRET must have at least 32 characters" }),
    BUILD_HOOK_URL: z.url({ error: "BUILD_HOOK_URL must be a URL" }).optional(),
    /** `npm start`'s local CDN: where the answers it keeps are purged by cache tag (on Netlify, purgeCache). */
    CACHE_PURGE_URL: z.url({ error: "CACHE_PURGE_URL must be a URL" }).optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(8888),
    /** Where e-mail goes out (docs/rules/members-and-money.md §6); unset, every message stays in the outbox as not sent. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "SMTP_URL must look like smtp://user:password@host:587 or smtps://..." })
      .optional(),
    /** The sender of every e-mail: an address, or a name and address ("Society <office@example.org>"). */
    MAIL_FROM: z
      .string()
      .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
        error: "MAIL_FROM must be an e-mail address, or a name and address like Society <office@example.org>",
      })
      .optional(),
    /**
     * How long one e-mail may take to hand to the SMTP server, in all, before it counts as failed:
     * the action that sent it waits at most this long (docs/decisions/email.md).
     */
    SMTP_TIMEOUT_MS: z.coerce
      .number({ error: "SMTP_TIMEOUT_MS must be a number of milliseconds" })
      .int({ error: "SMTP_TIMEOUT_MS must be a whole number of milliseconds" })
      .min(100, { error: "SMTP_TIMEOUT_MS must be at least 100" })
      .max(8000, { error: "SMTP_TIMEOUT_MS must be at most 8000 (each call answers within 10 s)" })
      .default(4000),
    /** The site's public address, for links in e-mails (Netlify sets URL; locally http://localhost:PORT). */
    SITE_URL: z.url({ error: "SITE_URL must be a URL" }).optional(),
  })
  .superRefine((value, context) => {
    if (value.SMTP_URL !== undefined && value.MAIL_FROM === undefined) {
      context.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "MAIL_FROM must be set when SMTP_URL is" });
    }
    // The local defaults are public (in this repository and the development build), so a token
    // signed with the local secret, or the local password, must never work on a real site.
    if (value.SITE_ENV === "local") return;
    if (value.JWT_SECRET === LOCAL_DEFAULTS.JWT_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["JWT_SECRET"],
        message: "JWT_SECRET must not be the local development secret outside local runs (set a long random value)",
      });
    }
    if (value.ADMIN_PASSWORD === LOCAL_DEFAULTS.ADMIN_PASSWORD) {
      context.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "ADMIN_PASSWORD must not be the local development password outside local runs",
      });
    }
  });

export type SiteConfig = z.infer<typeof environmentSchema>;

/** The public address links in e-mails start with. */
export const siteUrl = (settings: SiteConfig = config()): string =>
  (settings.SITE_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, "");

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

const blank = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value);

const notConfigured = (problems: readonly string[]) =>
  new ConfigurationError(
    `The site is not configured: ${problems.join("; ")}. ` +
      "Set these in the site's environment variables (see README, Configuration).",
  );

export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  const local = env.SITE_ENV === "local";
  const input = {
    SITE_ENV: blank(env.SITE_ENV),
    ADMIN_EMAIL: blank(env.ADMIN_EMAIL) ?? (local ? LOCAL_DEFAULTS.ADMIN_EMAIL : undefined),
    ADMIN_PASSWORD: blank(env.ADMIN_PASSWORD) ?? (local ? LOCAL_DEFAULTS.ADMIN_PASSWORD : undefined),
    JWT_SECRET: blank(env.JWT_SECRET) ?? (local ? LOCAL_DEFAULTS.JWT_SECRET : undefined),
    BUILD_HOOK_URL: blank(env.BUILD_HOOK_URL),
    CACHE_PURGE_URL: blank(env.CACHE_PURGE_URL),
    PORT: blank(env.PORT),
    SMTP_URL: blank(env.SMTP_URL),
    MAIL_FROM: blank(env.MAIL_FROM),
    SMTP_TIMEOUT_MS: blank(env.SMTP_TIMEOUT_MS),
    SITE_URL: blank(env.SITE_URL) ?? blank(env.URL),
  };
  const result = environmentSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return input[name as keyof typeof input] === undefined ? `${name} is not set` : issue.message;
    });
    throw notConfigured(problems);
  }
  return result.data;
}

let cached: SiteConfig | undefined;

/** The configuration of this process; read lazily so a function reports problems as a clean 500. */
export function config(): SiteConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfigCache(): void {
  cached = undefined;
}

/**
 * What the build and the local commands read besides the site's configuration: where the local
 * store lives (STORE_DIR, a folder relative to the project; unset: the default store), how much
 * the build reports (BUILD_LOG_LEVEL, Astro's levels, "warn" unless set), and the deployed site
 * whose store backup and restore work on (NETLIFY_SITE_ID with NETLIFY_AUTH_TOKEN; NETLIFY_API_URL
 * for another API address), and whether `npm start` rebuilds the pages after each edit
 * (REBUILD_ON_EDIT, "true" unless set; "false" keeps the first build, for a server whose edits
 * nobody reads on the pages), and whether it starts from the build its site folder already holds
 * instead of building first (REUSE_BUILD, "false" unless set; the tests start servers from a copy
 * of one prepared build). Separate from `config()` so a build never needs the site's secrets.
 */
const scriptSettingsSchema = z.object({
  STORE_DIR: z.string().optional(),
  REBUILD_ON_EDIT: z
    .enum(["true", "false"], { error: "REBUILD_ON_EDIT must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
  REUSE_BUILD: z
    .enum(["true", "false"], { error: "REUSE_BUILD must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  BUILD_LOG_LEVEL: z
    .enum(["debug", "info", "warn", "error", "silent"], {
      error: "BUILD_LOG_LEVEL must be one of debug, info, warn, error or silent",
    })
    .default("warn"),
  NETLIFY_SITE_ID: z.string().optional(),
  NETLIFY_AUTH_TOKEN: z.string().optional(),
  NETLIFY_API_URL: z.url({ error: "NETLIFY_API_URL must be a URL" }).optional(),
});

export type ScriptSettings = z.infer<typeof scriptSettingsSchema>;

export function parseScriptSettings(env: Record<string, string | undefined>): ScriptSettings {
  const names = Object.keys(scriptSettingsSchema.shape) as (keyof ScriptSettings)[];
  const result = scriptSettingsSchema.safeParse(Object.fromEntries(names.map((name) => [name, blank(env[name])])));
  if (!result.success) throw notConfigured(result.error.issues.map((issue) => issue.message));
  return result.data;
}

/**
 * What the store needs, validated on its own: the build, backup and restore use the store too and
 * must work without the admin secrets.
 */
const storeEnvironmentSchema = z.object({
  /**
   * How long one store operation may take before the caller gets 503. Well inside the 10 s the
   * project gives every call (Netlify allows a synchronous function 60 s, a scheduled one 30 s), so
   * a person sees a clear message rather than a long wait.
   */
  STORE_TIMEOUT_MS: z.coerce
    .number({ error: "STORE_TIMEOUT_MS must be a number of milliseconds" })
    .int({ error: "STORE_TIMEOUT_MS must be a whole number of milliseconds" })
    .positive({ error: "STORE_TIMEOUT_MS must be above 0" })
    .default(8000),
});

export type StoreConfig = z.infer<typeof storeEnvironmentSchema>;

export function parseStoreConfig(env: Record<string, string | undefined>): StoreConfig {
  const result = storeEnvironmentSchema.safeParse({ STORE_TIMEOUT_MS: blank(env.STORE_TIMEOUT_MS) });
  if (!result.success) throw notConfigured(result.error.issues.map((issue) => issue.message));
  return result.data;
}

/** Read when the store's client is made, so a test that changes the environment resets the client. */
export const storeConfig = (): StoreConfig => parseStoreConfig(process.env);
