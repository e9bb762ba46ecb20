import { siteUrl } from "../../core/config";
import { composeMail, type ComposedMail } from "../compose";

/**
 * The e-mail with a sign-in code. It holds a code to type on the sign-in page and no link that
 * signs in: mail scanners open links, and a link that signed in on GET would be used by them.
 */
export function signInCodeMail(name: string, code: string, validMinutes: number): ComposedMail {
  return composeMail({
    subject: "Your sign-in code",
    greeting: `Dear ${name},`,
    paragraphs: [
      `Your code to sign in to the members' area is:\n\n${code}`,
      `Type it on the sign-in page within ${validMinutes} minutes; it works once. The sign-in page is at\n${siteUrl()}/login`,
      "If you did not ask for a code, you can ignore this e-mail: nobody can sign in without it.",
    ],
  });
}
