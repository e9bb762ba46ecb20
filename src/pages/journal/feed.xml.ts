import type { APIRoute } from "astro";
import { journalAtomFeed } from "../../domain/journal-feed";
import { JOURNAL_FEED_PATH, publicJournal, siteOrigin } from "./_components/public-journal";

/** /journal/feed.xml: the Atom feed of new articles, prebuilt from the public journal. */
export const GET: APIRoute = async ({ site }) => {
  const { details, issues } = await publicJournal();
  return new Response(
    journalAtomFeed({ journal: details, issues, siteUrl: siteOrigin(site).href, feedPath: JOURNAL_FEED_PATH }),
  );
};
