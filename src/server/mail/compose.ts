import { STARTING_SITE_DETAILS } from "../../domain/site-details";

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

const SIGNATURE = [
  `With regards,`,
  `The office of the ${STARTING_SITE_DETAILS.name} (${STARTING_SITE_DETAILS.shortName})`,
];

export function composeMail({ subject, greeting, paragraphs }: MailContent): ComposedMail {
  const blocks = [greeting, ...paragraphs, SIGNATURE.join("\n")];
  const text = `${blocks.join("\n\n")}\n`;
  const html = [
    `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">`,
    ...blocks.map((block) => `<p>${escapeHtml(block)}</p>`),
    `</body></html>`,
  ].join("\n");
  return { subject: `${subject} - ${STARTING_SITE_DETAILS.shortName}`, text, html };
}
