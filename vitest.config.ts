import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    globalSetup: ["tests/support/blobs-global-setup.ts"],
    env: { SITE_ENV: "local", ADMIN_EMAIL: "admin@example.org", ADMIN_PASSWORD: "test-password-123" },
    testTimeout: 20_000,
  },
});
