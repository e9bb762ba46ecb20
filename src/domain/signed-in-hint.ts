/**
 * The signed-in hint (docs/rules/members-and-money.md §7): a cookie `signed_in=1` that a page's
 * script may read, set and cleared by the server together with the member's HttpOnly session cookie
 * (src/server/auth/member/cookie.ts). The prebuilt pages are the same for everyone; the header reads
 * the hint to offer "Your account" instead of "Login" (src/build/inline-scripts.ts). It holds nothing
 * else, and it is only a display hint: /account and every member call still check the session.
 */
export const SIGNED_IN_HINT = { name: "signed_in", value: "1" } as const;
