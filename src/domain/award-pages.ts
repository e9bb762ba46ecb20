import { awardeesOfAward, type AwardeesRecord } from "./awardees";
import { sortAwardsBySno, type AwardsRecord } from "./awards";

/**
 * Addresses of the award pages. The guidelines page is addressed by the award's id; the awardees
 * page by the award's name, URL-encoded (docs/rules/public-site.md §2), e.g. /awards/awardees/Young%20Scientist%20Award.
 *
 * The awardees pages are prebuilt folders named after the award, so a few characters cannot stay
 * in the name's path segment: "%" (the build decodes page addresses and fails on a stray one),
 * "/" (it would make a sub-folder), "#" and "?" (they end the path in a link) and "\". Each run of
 * them becomes "-", runs of spaces become one, and a name of dots alone becomes "-".
 */
export function awardeesSegment(awardName: string): string {
  const segment = awardName
    .normalize()
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%/\\#?]+/g, "-");
  return /^\.*$/.test(segment) ? "-" : segment;
}

export const awardeesPath = (awardName: string) => `/awards/awardees/${encodeURIComponent(awardeesSegment(awardName))}`;

export const guidelinesPath = (id: string) => `/awards/guidelines/${encodeURIComponent(id)}`;

/**
 * Hosts may match page addresses without regard to case (Netlify does), so names that differ only
 * in case or spacing share one page.
 */
const pageKey = (awardName: string) => awardeesSegment(awardName).toLowerCase();

export interface AwardeesPage {
  /** The page's path segment (decoded): getStaticPaths' param. */
  segment: string;
  /** The award the page is titled after: the first by S.No. of the awards sharing the page. */
  awardName: string;
  awardId: string;
  /** Oldest year first (awardeesOfAward). */
  awardees: AwardeesRecord[];
}

/** One awardees page per award name, also for awards nobody has received yet. */
export function awardeesPages(awards: readonly AwardsRecord[], awardees: readonly AwardeesRecord[]): AwardeesPage[] {
  // Grouped once: finding each award's awardees by scanning them all is quadratic at scale.
  const byKey = new Map<string, AwardeesRecord[]>();
  for (const awardee of awardees) {
    const key = pageKey(awardee.awardName);
    const group = byKey.get(key);
    if (group) group.push(awardee);
    else byKey.set(key, [awardee]);
  }
  const pages = new Map<string, AwardeesPage>();
  for (const award of sortAwardsBySno(awards)) {
    const key = pageKey(award.name);
    if (pages.has(key)) continue;
    // Awardees recorded under any spelling that lands on this page are listed on it.
    const listed = (byKey.get(key) ?? []).map((awardee) => ({ ...awardee, awardName: award.name }));
    pages.set(key, {
      segment: awardeesSegment(award.name),
      awardName: award.name,
      awardId: award._id,
      awardees: awardeesOfAward(listed, award.name),
    });
  }
  return [...pages.values()];
}

/** Each award's awardees page address, by award id (awards sharing a page link to the same one). */
export function awardeesPathsById(awards: readonly AwardsRecord[]): Map<string, string> {
  const byKey = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const award of sortAwardsBySno(awards)) {
    const key = pageKey(award.name);
    const path = byKey.get(key) ?? awardeesPath(award.name);
    byKey.set(key, path);
    paths.set(award._id, path);
  }
  return paths;
}
