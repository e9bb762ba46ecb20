import type { z } from "zod";
import { FILE_LIMITS, removeStoredFile, storeUpload, trashStoredFile, type FileKind } from "../content/files";
import type { Route } from "./handler";
import type { UploadedFile } from "../http/multipart";

const logFailure = (what: string) => (error: unknown) => {
  console.error(what, error);
};

/**
 * A record's own file (a photo, a cover, an article's PDF): an optional upload in the form field
 * `field`, checked by its bytes and the kind's size limit, stored as its own file whose URL the
 * record keeps under the same name ("" when there is none). An update without a new file keeps the
 * current one; a replaced or deleted record's old file goes to the trash (kept 30 days for a
 * restore from the activity log).
 */
export function uploadedFile<Field extends string>(kind: FileKind, field: Field) {
  type WithFile = Readonly<Record<Field, string>>;
  // The file stored for one request, by that request's `files` object (the same object the route
  // hands to `toRecord`), so a write that then fails does not leave it behind.
  const storedFor = new WeakMap<object, string>();
  return {
    files: { [field]: FILE_LIMITS[kind] } as Record<Field, (typeof FILE_LIMITS)[FileKind]>,
    /** The URL the record keeps: the new upload's, else the current record's. */
    urlFor: async (
      files: Record<string, UploadedFile>,
      name: string,
      current: WithFile | undefined,
    ): Promise<string> => {
      const file = files[field];
      if (!file) return current?.[field] ?? "";
      const url = await storeUpload(file, kind, name);
      storedFor.set(files, url);
      return url;
    },
    afterWrite: async (previous: WithFile | undefined, next: WithFile | undefined): Promise<void> => {
      const before = previous?.[field];
      // The write stands either way; a file that could not be moved is only wasted space.
      if (before && before !== next?.[field])
        await trashStoredFile(before).catch(logFailure("Could not trash a replaced file:"));
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

/** The photo or cover of a record: an optional `image` upload (2 MB at most) kept in `image`. */
export const uploadedImage = () => uploadedFile("image", "image");
