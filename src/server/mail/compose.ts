import { STARTING_SITE_DETAILS, type SiteDetails } from "../../domain/site-details";

/**
 * The text and HTML parts of a message, written once: plain English, the society's name, never a
 * password (docs/rules/members-and-money.md §6). Each paragraph is text; the HTML part escapes it.
 */

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  subject: string;
  /** "Dear A. Kumar," */
  greeting: string;
  /** Paragraphs of plain text; a paragraph's lines stay lines. */
  paragraphs: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(/\r?\n/g, "<br>");

/** The society's names a message is signed with. */
export type SocietyNames = Pick<SiteDetails, "name" | "shortName">;

const signatureLine = (names: SocietyNames) => `The office of the ${names.name} (${names.shortName})`;
const subjectEnd = (names: SocietyNames) => ` - ${names.shortName}`;

/**
 * Messages are composed where they are decided, without a store read, so they are signed with the
 * names the site started with; signedAs (called by sendMail) puts the site details' names in.
 */
const SIGNATURE = [`With regards,`, signatureLine(STARTING_SITE_DETAILS)];

export function composeMail({ subject, greeting, paragraphs }: MailContent): ComposedMail {
  const blocks = [greeting, ...paragraphs, SIGNATURE.join("\n")];
  const text = `${blocks.join("\n\n")}\n`;
  const html = [
    `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">`,
    ...blocks.map((block) => `<p>${escapeHtml(block)}</p>`),
    `</body></html>`,
  ].join("\n");
  return { subject: `${subject}${subjectEnd(STARTING_SITE_DETAILS)}`, text, html };
}

/** `text` with the last `from` replaced by `to` (the signature comes last). */
function replaceLast(text: string, from: string, to: string): string {
  const at = text.lastIndexOf(from);
  return at < 0 ? text : `${text.slice(0, at)}${to}${text.slice(at + from.length)}`;
}

/**
 * The message signed with `names` (the society's names as the site details give them now) where
 * composeMail signed it with the starting ones: the subject's end and the signature, nothing else.
 */
export function signedAs<M extends ComposedMail>(mail: M, names: SocietyNames): M {
  const start = STARTING_SITE_DETAILS;
  if (names.name === start.name && names.shortName === start.shortName) return mail;
  const end = subjectEnd(start);
  return {
    ...mail,
    subject: mail.subject.endsWith(end) ? `${mail.subject.slice(0, -end.length)}${subjectEnd(names)}` : mail.subject,
    text: replaceLast(mail.text, signatureLine(start), signatureLine(names)),
    html: replaceLast(mail.html, escapeHtml(signatureLine(start)), escapeHtml(signatureLine(names))),
  };
}
