import {
  awardsCollection,
  booksCollection,
  executivesCollection,
  newsCollection,
} from "../../src/server/content/collections";

/** The words every edit below adds, so a test can find them on the page. */
export const REBUILD_EDIT_MARK = "Edited before the rebuild of the fixtures site";

/**
 * Edits one stored record of each kind that has a page of its own (a news item, a book, a council
 * member, an award), in the store the caller's environment names, as an administrator's save
 * would: the fixtures site's build then starts from a cache in which those pages are out of date
 * (tests/unit/built-fixtures-incremental.test.ts). Returns the address of each edited page.
 */
export async function editOneOfEachDetailKind(): Promise<string[]> {
  const edited: string[] = [];
  const news = (await newsCollection.list())[0];
  if (news) {
    await newsCollection.modify(news._id, (record) => ({
      ...record,
      bigContent: `${record.bigContent}<p>${REBUILD_EDIT_MARK}</p>`,
    }));
    edited.push(`/news/${news._id}/`);
  }
  const book = (await booksCollection.list())[0];
  if (book) {
    await booksCollection.modify(book._id, (record) => ({ ...record, about: `${record.about} ${REBUILD_EDIT_MARK}` }));
    edited.push(`/publications/book/${book._id}/`);
  }
  const member = (await executivesCollection.list())[0];
  if (member) {
    await executivesCollection.modify(member._id, (record) => ({
      ...record,
      biodata: `${record.biodata} ${REBUILD_EDIT_MARK}`,
    }));
    edited.push(`/executive-profile/${member._id}/`);
  }
  const award = (await awardsCollection.list())[0];
  if (award) {
    await awardsCollection.modify(award._id, (record) => ({
      ...record,
      eligibility: `${record.eligibility} ${REBUILD_EDIT_MARK}`,
    }));
    edited.push(`/awards/guidelines/${award._id}/`);
  }
  return edited;
}
