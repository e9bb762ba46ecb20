/** How many documents a listing reads at once: quick over the API without flooding it (5,000 at once time out). */
export const DOCUMENT_READ_WIDTH = 16;

/** Runs `work` over `items` a few at a time: one by one is slow over the API, all at once floods it. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
  width = 8,
): Promise<R[]> {
  const results: R[] = [];
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
