import type { Figure } from "./support/figures";
import { adminToken } from "./support/admin";
import { sleep, type RunningSite } from "./support/server";

/**
 * Edit-to-live under `npm start`: an administrator saves a news item (POST /api/news), and the
 * clock runs until its public page /news/{id}/ is served with the new title; then retitles a
 * journal article (PUT /api/journal/articles/{id}) until its page shows the new title, and adds a
 * paragraph to Who We Are (PUT /api/pages/about) until /about/ shows it. The save asks the
 * local builder for a rebuild, which renders the pages the new item changes and copies the rest
 * (docs/decisions/rebuild-time.md), so this is mostly that rebuild plus the switch to live. The
 * rebuild's own log (Astro at BUILD_LOG_LEVEL=info, support/server.ts) says where its time went.
 */
const BUDGET_S = 20;
/** What the local builder logs once a rebuild is live (scripts/lib/local-builder.ts). */
const LIVE_LINE = "Site rebuilt and live in";
const GIVE_UP_MS = 15 * 60 * 1000;

/** One edit: how it is saved, and the public page that must come to show `title`. */
interface Edit {
  key: string;
  label: string;
  title: string;
  /** Saves the edit; answers the public page's address. */
  save(token: string): Promise<string>;
}

async function timeEdit(site: RunningSite, token: string, edit: Edit): Promise<Figure> {
  const logBefore = site.output().length;
  const started = performance.now();
  const pagePath = await edit.save(token);
  const savedMs = performance.now() - started;
  while (performance.now() - started < GIVE_UP_MS) {
    const page = await fetch(`${site.origin}${pagePath}`);
    if (page.ok && (await page.text()).includes(edit.title.replace(/&/g, "&amp;"))) {
      const seconds = (performance.now() - started) / 1000;
      // The new page can be served a moment before the builder logs that it is live.
      for (let waited = 0; waited < 50 && !site.output().slice(logBefore).includes(LIVE_LINE); waited++)
        await sleep(100);
      return {
        key: edit.key,
        label: edit.label,
        value: seconds,
        unit: "s",
        text: `${seconds.toFixed(1)} s (save answered in ${savedMs.toFixed(0)} ms; ${rebuildPhases(site.output().slice(logBefore))})`,
        budget: { max: BUDGET_S },
      };
    }
    await sleep(100);
  }
  return { key: edit.key, label: edit.label, value: undefined, unit: "s", note: "never went live" };
}

async function answerOf<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new news item, live at /news/{id}/. */
const newsItem = (site: RunningSite, stamp: string): Edit => {
  const title = `Demo: Bench edit at ${stamp}`;
  return {
    key: "edit.live",
    label: "Edit to live (admin save to public page)",
    title,
    async save(token) {
      const saved = await fetch(`${site.origin}/api/news`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title,
          date: new Date().toISOString().slice(0, 10),
          bigContent: "<p>This is demonstration content written by the benchmark.</p>",
        }),
      });
      const { _id: id } = await answerOf<{ _id: string }>(saved, "Saving the news item");
      return `/news/${id}/`;
    },
  };
};

/** A journal article retitled (the first of the newest issue), live at /journal/articles/{address}/. */
const journalArticle = (site: RunningSite, stamp: string): Edit => {
  const title = `Demo: Bench article edit at ${stamp}`;
  return {
    key: "edit.live-article",
    label: "Edit to live, a journal article (admin save to its page)",
    title,
    async save(token) {
      const authorization = `Bearer ${token}`;
      const [article] = await answerOf<Record<string, unknown>[]>(
        await fetch(`${site.origin}/api/journal/articles`, { headers: { authorization } }),
        "Listing the journal's articles",
      );
      if (!article) throw new Error("The bench store has no journal article to edit.");
      // The stored record is a body the update takes; its updatedAt guards against a stale edit.
      const saved = await fetch(`${site.origin}/api/journal/articles/${String(article._id)}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization },
        body: JSON.stringify({ ...article, title }),
      });
      const { slug } = await answerOf<{ slug: string }>(saved, "Saving the article");
      return `/journal/articles/${slug}/`;
    },
  };
};

/** A paragraph added to Who We Are in the Pages tab (PUT /api/pages/about), live at /about/. */
const pageParagraph = (site: RunningSite, stamp: string): Edit => {
  const title = `Demo: Bench paragraph at ${stamp}`;
  return {
    key: "edit.live-page",
    label: "Edit to live, a page's text (a paragraph of Who We Are)",
    title,
    async save(token) {
      const authorization = `Bearer ${token}`;
      const { updatedAt, ...text } = await answerOf<{ updatedAt: string; sections: { paragraphs: string[] }[] }>(
        await fetch(`${site.origin}/api/pages/about`, { headers: { authorization } }),
        "Reading Who We Are",
      );
      const [first, ...rest] = text.sections;
      if (!first) throw new Error("Who We Are has no section to add a paragraph to.");
      const saved = await fetch(`${site.origin}/api/pages/about`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization, "if-match": updatedAt },
        body: JSON.stringify({ ...text, sections: [{ ...first, paragraphs: [...first.paragraphs, title] }, ...rest] }),
      });
      await answerOf(saved, "Saving Who We Are");
      return "/about/";
    },
  };
};

export async function measureEditToLive(site: RunningSite): Promise<Figure[]> {
  const token = await adminToken(site.origin);
  const stamp = new Date().toISOString();
  // One after the other: each is a rebuild of its own.
  return [
    await timeEdit(site, token, newsItem(site, stamp)),
    await timeEdit(site, token, journalArticle(site, stamp)),
    await timeEdit(site, token, pageParagraph(site, stamp)),
  ];
}

/**
 * Seconds of the first "… in 12.3s" / "… in 706ms" / "… in 12.3 s" log line matching `pattern`
 * (its second group the unit, when Astro may write milliseconds), or undefined.
 */
function secondsOf(log: string, pattern: RegExp): number | undefined {
  const match = pattern.exec(log);
  if (!match) return undefined;
  return match[2] === "ms" ? Number(match[1]) / 1000 : Number(match[1]);
}

/**
 * Where one rebuild's time went, from its log: Astro's setup and content loading ("Collecting build
 * info"), bundling, rendering the pages ("generating static routes"), the search index, and the
 * rest of the rebuild and the switch to live (process start, publish records).
 */
export function rebuildPhases(rawLog: string): string {
  // eslint-disable-next-line no-control-regex -- Astro colours its log when it can
  const log = rawLog.replace(/\u001b\[[0-9;]*m/g, "");
  const live = secondsOf(log, new RegExp(`${LIVE_LINE} ([\\d.]+) s`));
  const astro = secondsOf(log, /page\(s\) built in ([\d.]+)(ms|s)\b/);
  const content = secondsOf(log, /\[build\] ✓ Completed in ([\d.]+)(ms|s)\./);
  const pages = secondsOf(log, /generating static routes[\s\S]*?✓ Completed in ([\d.]+)(ms|s)\./);
  const index = secondsOf(log, /Search index: [\d,]+ pages in ([\d.]+) s/);
  if (live === undefined || astro === undefined || content === undefined || pages === undefined || index === undefined)
    return "rebuild phases not in the log";
  const part = (label: string, value: number) => `${label} ${value.toFixed(1)} s`;
  return [
    part("rebuild", live),
    part("setup and content", content),
    part("bundling", astro - content - pages),
    part("pages", pages),
    part("search index", index),
    part("start and switch", live - astro - index),
  ].join(", ");
}
