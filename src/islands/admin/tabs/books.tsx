import { pictureColumn } from "../ui/DataTable";
import { booksInput, booksRecord, sortBooks, type BooksRecord } from "../../../domain/books";
import { formatRupees } from "../../../domain/format";
import { editableText } from "../../../domain/rich-text";
import { TextArea, TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { IMAGE_HINT, ImageUploadField, optionalImageFile } from "../ui/uploads";

/**
 * The Books tab: name, editors (comma-separated), year, pages, ISBN, price (typed as people write
 * it, "₹1,180.00"), about (HTML allowed), contents, and an optional cover upload with a preview.
 * Saved as multipart (the cover is a file); an update without a new cover keeps the current one.
 */

interface BookValues {
  name: string;
  editors: string;
  year: string;
  pages: string;
  isbn: string;
  price: string;
  about: string;
  contents: string;
  image: File | null;
  /** The stored cover's URL, for the preview ("" when there is none). */
  currentImage: string;
}

/** The API's input plus the cover file, checked in the browser before sending. */
const schema = booksInput.extend({ image: optionalImageFile("Cover") });

const TEXT_FIELDS = ["name", "editors", "year", "pages", "isbn", "price", "about", "contents"] as const;

const config: ResourceTabConfig<BooksRecord, BookValues, typeof schema> = {
  tab: "books",
  heading: "Books",
  noun: "book",
  addLabel: "Add Book",
  addTitle: "Add book",
  editTitle: "Edit book",
  tableLabel: "Books",
  emptyText: "No books yet. Use “Add Book” to add the first one.",
  messages: {
    created: "Book added successfully!",
    updated: "Book updated successfully!",
    deleted: "Book deleted successfully!",
    saveFailed: "Failed to save book details.",
    loadFailed: "Failed to load books.",
    deleteFailed: "Failed to delete book.",
  },
  endpoints: {
    list: "/api/books",
    create: "/api/books",
    item: (id) => `/api/books/${encodeURIComponent(id)}`,
  },
  record: booksRecord,
  sort: sortBooks,
  schema,
  blank: {
    name: "",
    editors: "",
    year: "",
    pages: "",
    isbn: "",
    price: "",
    about: "",
    contents: "",
    image: null,
    currentImage: "",
  },
  fromRecord: (book) => ({
    name: book.name,
    editors: book.editors.join(", "),
    year: String(book.year),
    pages: String(book.pages),
    isbn: book.isbn,
    price: String(book.price),
    about: editableText(book.about),
    contents: book.contents,
    image: null,
    currentImage: book.image,
  }),
  // Lists, numbers and the price are sent as typed: the schema splits, converts and strips them.
  toInput: (values) => ({
    name: values.name,
    editors: values.editors,
    year: values.year,
    pages: values.pages,
    isbn: values.isbn,
    price: values.price,
    about: values.about,
    contents: values.contents,
    image: values.image,
  }),
  toFormData: (_input, values) => {
    const form = new FormData();
    for (const field of TEXT_FIELDS) form.append(field, values[field]);
    if (values.image) form.append("image", values.image, values.image.name);
    return form;
  },
  rowTitle: (book) => book.name,
  columns: [
    pictureColumn("Cover", (book) => book.image),
    { header: "Name", text: (book) => book.name, clamp: true },
    { header: "Editors", text: (book) => book.editors.join(", "), clamp: true },
    { header: "Year", text: (book) => String(book.year), numeric: true },
    { header: "Pages", text: (book) => String(book.pages), numeric: true },
    { header: "ISBN", text: (book) => book.isbn },
    { header: "Price", text: (book) => formatRupees(book.price), numeric: true },
  ],
  renderForm: (form) => (
    <>
      <TextField label="Name" required autoComplete="off" maxLength={300} {...form.bind("name")} />
      <TextField
        label="Editors"
        required
        autoComplete="off"
        hint="Separate names with commas, for example: A. Kumar, B. Singh."
        {...form.bind("editors")}
      />
      <TextField
        label="Year"
        inputMode="numeric"
        required
        autoComplete="off"
        hint="1900 to 2099."
        {...form.bind("year")}
      />
      <TextField label="Pages" inputMode="numeric" required autoComplete="off" {...form.bind("pages")} />
      <TextField label="ISBN" required autoComplete="off" maxLength={100} {...form.bind("isbn")} />
      <TextField
        label="Price"
        inputMode="decimal"
        required
        autoComplete="off"
        hint="In rupees; “₹1,180.00” or “1180” both work."
        {...form.bind("price")}
      />
      <TextArea
        label="About"
        rows={8}
        required
        hint="Plain text: a blank line starts a new paragraph. Simple HTML (links, bold, lists) is kept."
        {...form.bind("about")}
      />
      <TextArea
        label="Contents"
        rows={8}
        required
        hint="Plain text; line breaks are kept as typed."
        {...form.bind("contents")}
      />
      <ImageUploadField
        id={form.fieldId("image")}
        name="image"
        label="Cover"
        round={false}
        hint={`Optional. ${IMAGE_HINT} Without a new one, the current cover is kept.`}
        file={form.values.image}
        currentUrl={form.values.currentImage}
        error={form.errors.image}
        onFile={(file) => form.set("image", file)}
      />
    </>
  ),
};

export default function BooksTab() {
  return <ResourceTab config={config} />;
}
