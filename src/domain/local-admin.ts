/**
 * The administrator credentials every local run accepts (SITE_ENV=local; the same values as
 * LOCAL_DEFAULTS in src/server/core/config.ts, checked by tests/unit/local-admin.test.ts). Browser
 * code imports this module only behind `import.meta.env.DEV`, so production bundles never carry
 * it, and a production server (with its own ADMIN_EMAIL and ADMIN_PASSWORD) refuses them anyway.
 */
export const LOCAL_ADMIN = {
  email: "admin@example.org",
  password: "change-me-locally",
} as const;
