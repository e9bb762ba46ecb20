import { booksInput, sortBooks } from "../../domain/books";
import { booksCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { sanitizeRichText } from "../content/html";
import { resource } from "../api/handler";
import { uploadedImage } from "../api/uploaded-file";

const image = uploadedImage();

const books = crudRoutes({
  area: "content",
  collection: booksCollection,
  input: booksInput,
  noun: "Book",
  sort: sortBooks,
  files: image.files,
  async toRecord(body, { files }, current) {
    return { ...body, about: sanitizeRichText(body.about), image: await image.urlFor(files, body.name, current) };
  },
  afterWrite: image.afterWrite,
});

export const booksHandler = resource({
  GET: books.list,
  "GET :id": books.get,
  POST: image.guard(books.create),
  "PUT :id": image.guard(books.update),
  "DELETE :id": books.remove,
});
