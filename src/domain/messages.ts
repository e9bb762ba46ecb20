/**
 * Answers of the API that the admin panel shows too, kept in one place: the server sends them
 * (src/server/api/handler.ts), the API reference lists them (openapi.ts) and the panel shows them.
 */

/** 409 to a PUT whose If-Match (or body `updatedAt`) is older than the stored record. */
export const STALE_EDIT_MESSAGE = "This item was changed elsewhere. Reload to see the latest version.";
