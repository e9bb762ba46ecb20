/**
 * The server's authentication in one place to import from: password hashing (passwords.ts),
 * administrators' tokens (admins/tokens.ts), and who a request's token stands for now, with the
 * role check the route wrapper makes (admins/identity.ts; docs/rules/members-and-money.md §8).
 */
export {
  environmentPasswordHash,
  hashPassword,
  isPasswordHash,
  unknownPasswordHash,
  verifyPassword,
} from "./passwords";
export {
  bearerToken,
  signAdminToken,
  TOKEN_LIFETIME_SECONDS,
  verifyAdminToken,
  type AdminTokenClaims,
} from "./admins/tokens";
export {
  adminIdentityOf,
  adminMayUse,
  isValidAdminToken,
  issueAdminToken,
  requireAdminArea,
  type AdminIdentity,
} from "./admins/identity";
