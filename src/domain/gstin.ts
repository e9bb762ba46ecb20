/**
 * GSTIN, India's GST identification number (docs/rules/members-and-money.md §2): 15 characters, a 2-digit state code, the
 * holder's 10-character PAN, an entity number, "Z", and a check character. Free of zod: the rules
 * are plain functions the settings schema is built on.
 */

export const GSTIN_LENGTH = 15;

/** The 36 symbols of the checksum, each worth its position (0-9 then A-Z). */
const SYMBOLS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** 01-38 are states and union territories (38 Ladakh); 97 other territory; 99 the Centre's jurisdiction. */
export const isGstStateCode = (code: string): boolean => {
  if (!/^\d{2}$/.test(code)) return false;
  const number = Number(code);
  return (number >= 1 && number <= 38) || number === 97 || number === 99;
};

/** As people type it: spaces dropped, letters in capitals. */
export const normaliseGstin = (text: string): string => text.replace(/\s/g, "").toUpperCase();

/**
 * The check character of the first 14 characters (GSTN's mod-36 scheme): each symbol's value
 * times 1 or 2 in turn, the product's quotient and remainder by 36 summed, and the check is what
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < first14.length; index++) {
    const value = SYMBOLS.indexOf(first14.charAt(index));
    if (value < 0) throw new RangeError(`"${first14.charAt(index)}" cannot be part of a GSTIN.`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return SYMBOLS.charAt((36 - (sum % 36)) % 36);
}

export const GSTIN_MESSAGES = {
  length: "GSTIN must be 15 characters, letters and digits only.",
  stateCode: "GSTIN must begin with a state code from 01 to 38, or 97 or 99.",
  pan: "GSTIN characters 3 to 12 must be the PAN: 5 letters, 4 digits, then a letter.",
  entity: "GSTIN character 13 must be a digit from 1 to 9 or a letter.",
  z: "GSTIN character 14 must be Z.",
  check: "GSTIN is not valid: its last character does not match the others. Check it for a typing mistake.",
} as const;

/** What is wrong with a (normalised) GSTIN, part by part; undefined when it is valid. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== GSTIN_LENGTH || !/^[0-9A-Z]+$/.test(gstin)) return GSTIN_MESSAGES.length;
  if (!isGstStateCode(gstin.slice(0, 2))) return GSTIN_MESSAGES.stateCode;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return GSTIN_MESSAGES.pan;
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return GSTIN_MESSAGES.entity;
  if (gstin.charAt(13) !== "Z") return GSTIN_MESSAGES.z;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GSTIN_MESSAGES.check;
  return undefined;
}

export const isGstin = (text: string): boolean => gstinProblem(normaliseGstin(text)) === undefined;
