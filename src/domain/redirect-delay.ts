/** docs/rules/public-site.md §9: after the registration toast the visitor is taken home after 3 seconds; withdrawing does the same. */
export const REDIRECT_MS = 3_000;
