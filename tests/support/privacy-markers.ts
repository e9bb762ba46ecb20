/**
 * What must never be public, as markers to search any text for: password hash shapes, and four
 * applicants (pending, rejected, accepted without consent, accepted with consent) whose every field
 * carries a token unique to one run. Used by tests/unit/privacy.test.ts on the built site and the
 * public API of a store holding these applicants (see tests/support/built-sites.ts).
 */

export type Role = "pending" | "rejected" | "hidden" | "shown";
export const FIELDS = ["name", "email", "contact", "address", "designation", "area", "password"] as const;
export type Field = (typeof FIELDS)[number];

/** Something to look for in a body (already decoded as text; `lower` is its lower-case copy). */
export interface Marker {
  label: string;
  found: (text: string, lower: string) => boolean;
}

export const tokenMarker = (label: string, token: string): Marker => {
  const wanted = token.toLowerCase();
  return { label, found: (_, lower) => lower.includes(wanted) };
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Free text (other people's records): as it is, or HTML-escaped. */
export const textMarker = (label: string, text: string): Marker => {
  const variants = [...new Set([text.toLowerCase(), escapeHtml(text).toLowerCase()])];
  return { label, found: (_, lower) => variants.some((variant) => lower.includes(variant)) };
};

/** A phone number however it is written: its digits, with any separators between them. */
export const digitsMarker = (label: string, digits: string): Marker => {
  const pattern = new RegExp(digits.split("").join("(?:[\\s().+-]|%20|&nbsp;|&#160;)*"));
  return { label, found: (text) => pattern.test(text) };
};

const regexMarker = (label: string, pattern: RegExp): Marker => ({ label, found: (text) => pattern.test(text) });

/** Password hash shapes: scrypt (ours), bcrypt, argon2, PBKDF2 and sha-crypt. */
export const HASH_SHAPES: Marker[] = [
  regexMarker("scrypt hash", /scrypt\$/i),
  regexMarker("bcrypt hash", /\$2[abxy]?\$\d\d\$/),
  regexMarker("argon2 hash", /\$argon2(?:id|i|d)\$/i),
  regexMarker("PBKDF2 hash", /\$pbkdf2(?:-sha\d+)?\$/i),
  regexMarker("sha-crypt hash", /\$[56]\$(?:rounds=\d+\$)?[./0-9A-Za-z]{8,16}\$[./0-9A-Za-z]{40,}/),
];

/** One applicant as the fixtures store them: a role, a 10-digit mobile number, consent or not. */
export interface ApplicantSeed {
  role: Role;
  /** Ten digits, unique to the run and role. */
  national: string;
  showContactInDirectory: boolean;
}

export interface Applicant extends ApplicantSeed {
  markers: Record<Field, Marker>;
  /** The registration body's own fields (the membership option is added when registering). */
  body: Record<string, unknown>;
}

/** Lower-case letters and digits: HTML, JSON and URL encoding leave such a token as it is. */
export function applicant(stamp: string, seed: ApplicantSeed): Applicant {
  const token = (field: Field) => `pv${stamp}${seed.role}${field}`;
  const markers = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      field === "contact"
        ? digitsMarker(`${seed.role} applicant's contact`, seed.national)
        : tokenMarker(`${seed.role} applicant's ${field}`, token(field)),
    ]),
  ) as Record<Field, Marker>;
  return {
    ...seed,
    markers,
    body: {
      name: `Privacy Check ${token("name")}`,
      email: `${token("email")}@example.org`,
      contact: `+91 ${seed.national.slice(0, 5)} ${seed.national.slice(5)}`,
      password: `${token("password")}-Secret!`,
      designation: `Designation ${token("designation")}`,
      address: `${token("address")} Example Marg, Lucknow 226001`,
      areaOfSpecialization: `Area ${token("area")}`,
      showContactInDirectory: seed.showContactInDirectory,
    },
  };
}

/** The four applicants of one run; `random` gives the eight free digits of each phone number. */
export function applicantSeeds(random: () => number = Math.random): ApplicantSeed[] {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10).toString()).join("");
  return (
    [
      ["pending", 1, false],
      ["rejected", 2, true],
      ["hidden", 3, false],
      ["shown", 4, true],
    ] as const
  ).map(([role, digit, showContactInDirectory]) => ({
    role,
    national: `7${digit}${digits(8)}`,
    showContactInDirectory,
  }));
}

export const digitsOf = (text: string) => text.replace(/\D/g, "");
