/**
 * "The first record" of a collection that a public page shows alone (the nomination page, the
 * bank details): the one stored earliest. Decided from createdAt (then _id), never from the order
 * a list happens to arrive in, so the page does not change when another record is added.
 */
export function firstStored<T extends { _id: string; createdAt: string }>(records: readonly T[]): T | undefined {
  let first: T | undefined;
  for (const record of records) {
    if (
      !first ||
      record.createdAt < first.createdAt ||
      (record.createdAt === first.createdAt && record._id < first._id)
    )
      first = record;
  }
  return first;
}
