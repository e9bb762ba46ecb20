import { newsInput } from "../../src/domain/news";
import { cleanNews, newsCollection } from "../../src/server/resources/news";
import { updateDocument } from "../../src/server/store";
import { demoNews } from "./demo-content";

/** Seeds demo content once per store: the first caller claims the marker, later calls do nothing. */
export async function seedDemoContentOnce(): Promise<boolean> {
  const claimed = await updateDocument<{ seededAt: string } | null, boolean>("state/seeded", null, (current) =>
    current ? { result: false } : { next: { seededAt: new Date().toISOString() }, result: true },
  );
  if (!claimed) return false;
  for (const item of demoNews) await newsCollection.insert(cleanNews(newsInput.parse(item)));
  return true;
}
