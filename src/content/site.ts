/**
 * What every page carries that is part of the site's design rather than the society's details:
 * the tagline, the default description and the picture shared pages show. The society's name,
 * registration, member count wording, contact block and links are site details the owner edits
 * in Settings (src/domain/site-details.ts).
 */
export const siteMeta = {
  tagline: "Agriculture · Entrepreneurship · Environment · Technology",
  /** The default meta description of pages that do not give their own. */
  description:
    "A registered society in Lucknow advancing agriculture, entrepreneurship, environment and technology development: journal, books, awards, workshops, conferences and membership.",
  /** The picture shared pages show on social networks (1200 × 630, in public/). */
  shareImage: { path: "/og-image.jpg", width: 1200, height: 630, alt: "The society's logo and name" },
} as const;
