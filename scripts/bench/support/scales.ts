/** The two sizes the benchmark runs at: the society today, and ten times that. */
export interface Scale {
  name: "1x" | "10x";
  label: string;
  members: number;
  news: number;
  books: number;
  executives: number;
  awards: number;
  /** Spread evenly over the awards. */
  awardees: number;
  workshops: number;
  /** Rows of the National Symposia and International Conferences tables, half each. */
  conferenceListings: number;
  downloads: number;
  /** Four a year, every one published. */
  journalIssues: number;
  /** Spread evenly over the issues. */
  journalArticles: number;
  /** Conferences, symposia and workshops, half of them past. */
  events: number;
  /** All on one upcoming event, whose places are nine in ten of them: the rest wait. */
  eventRegistrations: number;
}

const society = {
  members: 2_700,
  news: 300,
  books: 150,
  executives: 60,
  awards: 40,
  awardees: 400,
  workshops: 100,
  conferenceListings: 20,
  downloads: 50,
  journalIssues: 4,
  journalArticles: 60,
  events: 6,
  eventRegistrations: 500,
};

const times = (factor: number) =>
  Object.fromEntries(Object.entries(society).map(([key, count]) => [key, count * factor])) as typeof society;

export const SCALES: readonly Scale[] = [
  { name: "1x", label: "Society scale (2,700 members)", ...society },
  { name: "10x", label: "10x (27,000 members)", ...times(10) },
];

export function scaleByName(name: string): Scale {
  const scale = SCALES.find((candidate) => candidate.name === name);
  if (!scale) throw new Error(`Unknown scale "${name}" (use ${SCALES.map((s) => s.name).join(" or ")}).`);
  return scale;
}

/** Where a scale's store lives: under .netlify/ (ignored by git), never the demo or e2e stores. */
export const storeDirOf = (scale: Scale) => `.netlify/bench-store-${scale.name}`;
