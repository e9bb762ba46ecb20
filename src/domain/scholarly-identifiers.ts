/**
 * The identifiers a journal and its articles carry, with the checks their registries define: the
 * ISSN (ISO 3297), the ORCID iD (ISO 7064 MOD 11-2) and the DOI (the Handle syntax of the DOI
 * Handbook, prefix "10."). Free of zod: the journal's schemas are built on these functions, and a
 * form can call them as a person types.
 */

// ---------------------------------------------------------------------------------------------
// ISSN: "NNNN-NNNC", where C makes the weighted sum (weights 8 down to 2) a multiple of 11.

/** As people type it: spaces dropped, an "x" as "X", and the hyphen put back after four characters. */
export function normaliseIssn(text: string): string {
  const bare = text.replace(/[\s-]/g, "").toUpperCase();
  return bare.length === 8 ? `${bare.slice(0, 4)}-${bare.slice(4)}` : text.trim().toUpperCase();
}

/** The check character of an ISSN's first seven digits: "0"-"9" or "X" (for 10). */
export function issnCheckCharacter(first7: string): string {
  if (!/^\d{7}$/.test(first7)) throw new RangeError("An ISSN's first seven characters are digits.");
  let sum = 0;
  for (let index = 0; index < 7; index++) sum += Number(first7.charAt(index)) * (8 - index);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

export const ISSN_MESSAGES = {
  shape: "must be an ISSN: four digits, a hyphen, three digits and a check digit (0-9 or X), as 2049-3630.",
  check: "is not a valid ISSN: its last character does not match the others. Check it for a typing mistake.",
} as const;

/** What is wrong with a (normalised) ISSN; undefined when it is valid. */
export function issnProblem(issn: string): keyof typeof ISSN_MESSAGES | undefined {
  if (!/^\d{4}-\d{3}[\dX]$/.test(issn)) return "shape";
  if (issnCheckCharacter(issn.slice(0, 4) + issn.slice(5, 8)) !== issn.charAt(8)) return "check";
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// ORCID iD: sixteen characters in groups of four, the last a MOD 11-2 check ("0"-"9" or "X").

const ORCID_URL = "https://orcid.org/";

/** As people paste it: the https://orcid.org/ address or the bare iD, spaces dropped, "x" as "X". */
export function normaliseOrcid(text: string): string {
  const bare = text
    .trim()
    .replace(/^https?:\/\/(www\.)?orcid\.org\//i, "")
    .replace(/[\s-]/g, "")
    .toUpperCase();
  return bare.length === 16 ? (bare.match(/.{4}/g)?.join("-") ?? bare) : text.trim();
}

/** The check character of an ORCID iD's first fifteen digits (ISO 7064 MOD 11-2). */
export function orcidCheckCharacter(first15: string): string {
  if (!/^\d{15}$/.test(first15)) throw new RangeError("An ORCID iD's first fifteen characters are digits.");
  let total = 0;
  for (const digit of first15) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

export const ORCID_MESSAGES = {
  shape: "must be an ORCID iD: four groups of four digits, the last may end in X, as 0000-0002-1825-0097.",
  check: "is not a valid ORCID iD: its last character does not match the others. Check it for a typing mistake.",
} as const;

/** What is wrong with a (normalised) ORCID iD; undefined when it is valid. */
export function orcidProblem(orcid: string): keyof typeof ORCID_MESSAGES | undefined {
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(orcid)) return "shape";
  if (orcidCheckCharacter(orcid.replace(/-/g, "").slice(0, 15)) !== orcid.charAt(18)) return "check";
  return undefined;
}

/** The iD's address, which is how ORCID asks for it to be shown and linked. */
export const orcidUrl = (orcid: string): string => `${ORCID_URL}${orcid}`;

// ---------------------------------------------------------------------------------------------
// DOI: "10." and a registrant code of digits (dot-separated parts allowed), "/", then a suffix of
// printable characters. Case does not matter to the resolver; it is kept as typed.

const DOI_RESOLVER = /^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i;
const DOI_SHAPE = /^10\.\d{4,9}(\.\d+)*\/[^\s]+$/;

/** As people paste it: a https://doi.org/ address or "doi:" prefix dropped. */
export const normaliseDoi = (text: string): string => text.trim().replace(DOI_RESOLVER, "");

export const DOI_MESSAGE = "must be a DOI: 10., the publisher's number, a slash and the rest, as 10.1234/ait.2026.001.";

export const isDoi = (doi: string): boolean => DOI_SHAPE.test(doi) && doi.length <= 300;

/** The DOI's resolver address, each character the URL form needs escaped as the DOI Handbook says. */
export const doiUrl = (doi: string): string =>
  `https://doi.org/${doi.replace(/[%"#? <>{}^\u0060|\\]/g, (character) => encodeURIComponent(character))}`;
