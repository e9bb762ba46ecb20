import { unknownPasswordHash, verifyPassword } from "../passwords";
import { passwordHashOf } from "./identity";
import { readAdministrators, type Administrator } from "./records";

/**
 * POST /api/admin/login for every administrator (docs/rules/members-and-money.md §8): the site owner with ADMIN_PASSWORD
 * (or the password they set since), the others with the password they chose on the invitation
 * page. An unknown e-mail, or an invited administrator who has not chosen a password yet, costs the
 * same scrypt check as a wrong password, so the answer's timing does not tell them apart.
 */
export async function administratorSigningIn(email: string, password: string): Promise<Administrator | undefined> {
  const wanted = email.trim().toLowerCase();
  const admin = (await readAdministrators()).find((candidate) => candidate.email === wanted);
  const hash = (admin && (await passwordHashOf(admin))) ?? (await unknownPasswordHash());
  const matches = await verifyPassword(password, hash);
  return matches && admin ? admin : undefined;
}
