/**
 * Facts about the society shown across the site. Names of people, addresses, phone numbers and
 * identifiers below are FICTIONAL PLACEHOLDERS until the society replaces them here.
 */
export const site = {
  name: "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
  shortName: "SAEETD",
  registration: "Registered under the Societies Registration Act, 1860 · Lucknow, Uttar Pradesh (Reg. No. 0000/demo)",
  tagline: "Agriculture · Entrepreneurship · Environment · Technology",
  /** DESIGN DECISIONS 1: one figure, used on every page. */
  memberCount: "nearly 2,700",
  secretary: {
    title: "The Secretary",
    name: "Dr. A. Example (placeholder)",
    address: ["Placeholder Bhawan, 1 Example Marg", "Lucknow 226 000, Uttar Pradesh, India"],
    email: "secretary@example.org",
    phone: "+91 00000 00000",
  },
} as const;
