import type { z } from "zod";
import { FILE_LIMITS, removeStoredFile, storeUpload, trashStoredFile } from "../content/files";
import type { Route } from "./handler";
import type { UploadedFile } from "../http/multipart";

const logFailure = (what: string) => (error: unknown) => {
  console.error(what, error);
};

/**
 * The photo or cover of a record: an optional `image` upload (checked by its bytes, 2 MB at most)
 * stored as its own file, whose URL the record keeps in `image` ("" when there is none). An update
 * without a new file keeps the current picture; a replaced or deleted record's old file goes to the
 * trash (kept 30 days for a restore from the activity log).
 */
export function uploadedImage() {
  // The file stored for one request, by that request's `files` object (the same object the route
  // hands to `toRecord`), so a write that then fails does not leave it behind.
  const storedFor = new WeakMap<object, string>();
  return {
    files: { image: FILE_LIMITS.image },
    imageFor: async (
      files: Record<string, UploadedFile>,
      name: string,
      current: { image: string } | undefined,
    ): Promise<string> => {
      const file = files.image;
      if (!file) return current?.image ?? "";
      const url = await storeUpload(file, "image", name);
      storedFor.set(files, url);
      return url;
    },
    afterWrite: async (previous: { image: string } | undefined, next: { image: string } | undefined): Promise<void> => {
      // The write stands either way; a file that could not be moved is only wasted space.
      if (previous?.image && previous.image !== next?.image)
        await trashStoredFile(previous.image).catch(logFailure("Could not trash a replaced image:"));
    },
    /** Removes the upload of a write that failed after storing it (a stale edit, a vanished record). */
    guard: <S extends z.ZodType>(definition: Route<S>): Route<S> => {
      return {
        ...definition,
        async handle(input) {
          try {
            return await definition.handle(input);
          } catch (error) {
            const url = storedFor.get(input.files);
            if (url) await removeStoredFile(url).catch(logFailure("Could not remove an unused upload:"));
            throw error;
          }
        },
      };
    },
  };
}
