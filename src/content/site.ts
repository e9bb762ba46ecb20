/**
 * Facts about the society shown across the site. Names of people, addresses, phone numbers,
 * identifiers and social profiles below are FICTIONAL PLACEHOLDERS until the society replaces
 * them here.
 */
export const site = {
  name: "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
  shortName: "SAEETD",
  registration: "Registered under the Societies Registration Act, 1860 · Lucknow, Uttar Pradesh (Reg. No. 0000/demo)",
  tagline: "Agriculture · Entrepreneurship · Environment · Technology",
  /** The default meta description of pages that do not give their own. */
  description:
    "A registered society in Lucknow advancing agriculture, entrepreneurship, environment and technology development: journal, books, awards, workshops, conferences and membership.",
  /** The picture shared pages show on social networks (1200 × 630, in public/). */
  shareImage: { path: "/og-image.jpg", width: 1200, height: 630, alt: "The society's logo and name" },
  /** docs/rules/public-site.md §10.1: one figure, used on every page. */
  memberCount: "nearly 2,700",
  secretary: {
    title: "The Secretary",
    name: "Dr. A. Example (placeholder)",
    address: ["Placeholder Bhawan, 1 Example Marg", "Lucknow 226 000, Uttar Pradesh, India"],
    email: "secretary@example.org",
    phone: "+91 00000 00000",
  },
  /**
   * Social profiles shown as icons in the footer. PLACEHOLDERS: each points at the network's home
   * page until the society gives its own profile address. Remove an entry to hide its icon.
   */
  social: [
    { network: "facebook", name: "Facebook", url: "https://www.facebook.com/" },
    { network: "x", name: "X (Twitter)", url: "https://x.com/" },
    { network: "youtube", name: "YouTube", url: "https://www.youtube.com/" },
    { network: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com/" },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];
