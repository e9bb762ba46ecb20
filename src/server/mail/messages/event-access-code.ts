import { siteUrl } from "../../core/config";
import { composeMail, type ComposedMail } from "../compose";

/**
 * The e-mail with a code to see one's event registration and report a payment (docs/rules/events.md
 * §5). As the sign-in code's, it holds a code to type and no link that opens the registration: mail
 * scanners open links.
 */
export function eventAccessCodeMail(
  registration: { name: string; reference: string },
  eventTitle: string,
  code: string,
  validMinutes: number,
): ComposedMail {
  return composeMail({
    subject: `Your code for registration ${registration.reference}`,
    greeting: `Dear ${registration.name},`,
    paragraphs: [
      `Your code to see your registration ${registration.reference} for ${eventTitle}, and to report a payment, is:\n\n${code}`,
      `Type it on the page where you asked for it within ${validMinutes} minutes; it works once. The page is at\n${siteUrl()}/conference/registration`,
      "If you did not ask for a code, you can ignore this e-mail: nobody can see your registration without it.",
    ],
  });
}
