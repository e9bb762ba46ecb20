import { readDocument, updateDocument } from "../store";
import { requestPublish } from "./publish";

/**
 * Prebuilt pages whose content depends on the day as well as the records (who the directory lists,
 * which events are upcoming and open for registration) are rebuilt by the daily job when the day
 * alone changed them: it compares what they show today with what they showed, on the same records,
 * on the day of the last check (kept under `key`), and asks for a rebuild if they differ.
 * `load` reads the records once and gives what the pages show on a day.
 */
export async function publishIfTheDayChangedIt(
  key: string,
  today: string,
  load: () => Promise<(day: string) => string>,
): Promise<{ rebuilt: boolean }> {
  const last = await readDocument<{ day: string }>(key);
  let rebuilt = false;
  if (last && last.day !== today) {
    const shownOn = await load();
    if (shownOn(last.day) !== shownOn(today)) {
      await requestPublish();
      rebuilt = true;
    }
  }
  await updateDocument<{ day: string } | null, undefined>(key, null, () => ({
    next: { day: today },
    result: undefined,
  }));
  return { rebuilt };
}
