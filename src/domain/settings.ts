import type { IndianState } from "./indian-states";

/**
 * The society's settings (MEMBERS.md 2): who issues receipts, where notices go, how member numbers
 * begin. Stored as one document; a setting never saved has its default.
 */
export interface SocietySettings {
  legalName: string;
  address: string;
  /** The society's state: receipts charge CGST + SGST inside it and IGST outside. */
  state: IndianState;
  /** Empty, or a valid 15-character GSTIN. */
  gstin: string;
  /** Empty, or the 6-digit services accounting code. */
  sac: string;
  /** Receives notices of new applications. */
  officeEmail: string;
  /** 2-10 capital letters: "SAEETD" gives member numbers SAEETD-00001. */
  memberNumberPrefix: string;
}
