/** Errors a handler may throw on purpose; the wrapper turns each into its status and `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** The answer's own headers; `set-cookie` may come more than once, as [name, value] pairs. */
    readonly headers: HeadersInit = {},
  ) {
    super(message);
  }
}

export const AUTH_REQUIRED = "Authentication required. Please log in.";

export const unauthorized = () => new HttpError(401, AUTH_REQUIRED);
export const notFound = (what = "Record") => new HttpError(404, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string) => new HttpError(413, message);
