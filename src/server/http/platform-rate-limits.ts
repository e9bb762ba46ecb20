import type { Config } from "@netlify/functions";

type RateLimit = NonNullable<Config["rateLimit"]>;

/**
 * Netlify's own rate limits (a function's `config.rateLimit`), counted at Netlify's edge per
 * visitor's address across every function instance, before the function runs: a flood is refused
 * with 429 without starting an instance, sending an e-mail or spending a password hash. They sit
 * beside the project's own limits, which stay: the in-instance ones (client-limit.ts: 20
 * registrations and 10 subscriptions per address in 10 minutes) and the store-backed sign-in
 * throttles (login-throttle.ts: 5 failures per e-mail, 20 per address in 15 minutes), which count
 * what Netlify's cannot (per e-mail, failures only) and answer with the spec's messages. The
 * platform's windows are short (60 s), so these are set well above what a person does in a
 * minute and only cut bursts. Not enforced by the local runtimes (`npm start`, `netlify serve`).
 */

/** Public writes that send an e-mail or store what anyone sends: registration, sign-in codes, subscribing. */
export const PUBLIC_WRITE_RATE_LIMIT: RateLimit = { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] };

/** Endpoints that check a password or code with a hash: the sign-ins and accepting an invitation. */
export const PASSWORD_CHECK_RATE_LIMIT: RateLimit = { windowSize: 60, windowLimit: 20, aggregateBy: ["ip", "domain"] };
