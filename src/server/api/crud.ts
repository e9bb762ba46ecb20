import type { z } from "zod";
import type { Area } from "../../domain/admin-roles";
import type { StoredMeta } from "../../domain/fields";
import { notFound } from "../http/errors";
import { message, route, type RouteInput } from "./handler";
import type { FileLimit } from "../http/multipart";
import type { Collection, RecordFields } from "../store";

/**
 * The five routes most resources need (list, read, create, update, delete) over one collection,
 * so a resource file only says what is particular to it. Deletes answer
 * `{ message: "<Noun> deleted successfully!" }` as the spec's messages do.
 */
export interface CrudOptions<T extends StoredMeta, Input extends z.ZodType> {
  collection: Collection<T>;
  /** Whose writes (and private reads) these are: "content" (editor, owner) or "membership" (the office, owner). */
  area: Area;
  /** Create and update body. */
  input: Input;
  /** "Book", "News item": used in "Book not found." and "Book deleted successfully!". */
  noun: string;
  /** From validated input (and any uploads) to the stored fields; `current` is set on update. */
  toRecord?: (
    body: z.output<Input>,
    request: Pick<RouteInput<unknown>, "files">,
    current: T | undefined,
  ) => RecordFields<T> | Promise<RecordFields<T>>;
  /** Runs after the stored record changed: clean up files the old version had and the new has not. */
  afterWrite?: (previous: T | undefined, next: T | undefined) => Promise<void>;
  sort?: (records: T[]) => T[];
  files?: Record<string, FileLimit>;
  /** Reads need the admin token too (private collections). */
  privateReads?: boolean;
}

export function crudRoutes<T extends StoredMeta, Input extends z.ZodType>(options: CrudOptions<T, Input>) {
  const { collection, area, input, noun, sort = (records: T[]) => records, privateReads = false } = options;
  const readArea = privateReads ? area : undefined;
  const toRecord = options.toRecord ?? ((body: z.output<Input>) => body as unknown as RecordFields<T>);
  const afterWrite = options.afterWrite ?? (() => Promise.resolve());
  const missing = () => notFound(noun);
  const sortedList = collection.preparedList(sort);
  // Public reads are kept by the CDN until the collection changes; private ones never.
  const readAccess = readArea ? { admin: readArea } : { cachedFrom: [collection.name] };

  return {
    list: route({ ...readAccess, handle: ({ reads }) => sortedList(reads) }),
    get: route({
      ...readAccess,
      async handle({ id, reads }) {
        return (await collection.get(id, reads)) ?? Promise.reject(missing());
      },
    }),
    create: route({
      admin: area,
      body: input,
      ...(options.files ? { files: options.files } : {}),
      publishes: true,
      status: 201,
      async handle({ body, files }) {
        const record = await collection.insert(await toRecord(body as z.output<Input>, { files }, undefined));
        await afterWrite(undefined, record);
        return record;
      },
    }),
    update: route({
      admin: area,
      body: input,
      ...(options.files ? { files: options.files } : {}),
      publishes: true,
      async handle({ id, body, files, expectedUpdatedAt }) {
        const current = await collection.get(id);
        if (!current) throw missing();
        const fields = await toRecord(body as z.output<Input>, { files }, current);
        const updated = await collection.replace(id, fields, expectedUpdatedAt);
        if (!updated) throw missing();
        await afterWrite(current, updated);
        return updated;
      },
    }),
    remove: route({
      admin: area,
      publishes: true,
      async handle({ id }) {
        const removed = await collection.remove(id);
        if (!removed) throw missing();
        await afterWrite(removed, undefined);
        return message(`${noun} deleted successfully!`);
      },
    }),
  };
}
