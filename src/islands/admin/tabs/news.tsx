import { formatLongDate } from "../../../domain/format";
import { newsExcerpt, newsInput, newsRecord, sortNewsNewestFirst, type NewsRecord } from "../../../domain/news";
import { editableText } from "../../../domain/rich-text";
import { TextArea, TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { listShownAt } from "../ui/validation";

/** The News tab: title, date, optional image URL, content, one optional link (the API keeps `links: []`). */

interface NewsValues {
  title: string;
  date: string;
  image: string;
  bigContent: string;
  link: string;
}

const config: ResourceTabConfig<NewsRecord, NewsValues, typeof newsInput> = {
  tab: "news",
  heading: "News",
  noun: "news item",
  addLabel: "Add News",
  addTitle: "Add news item",
  editTitle: "Edit news item",
  tableLabel: "News items",
  emptyText: "No news yet. Use “Add News” to publish the first item.",
  messages: {
    created: "News created successfully!",
    updated: "News updated successfully!",
    deleted: "News deleted successfully!",
    saveFailed: "Failed to save news. Please try again.",
    loadFailed: "Failed to load news. Please check your connection.",
    deleteFailed: "Failed to delete news item.",
  },
  endpoints: {
    list: "/api/news",
    create: "/api/news",
    item: (id) => `/api/news/${encodeURIComponent(id)}`,
  },
  record: newsRecord,
  sort: sortNewsNewestFirst,
  schema: newsInput,
  blank: { title: "", date: "", image: "", bigContent: "", link: "" },
  fromRecord: (news) => ({
    title: news.title,
    date: news.date,
    image: news.image,
    bigContent: editableText(news.bigContent),
    link: news.links[0] ?? "",
  }),
  // The form edits the first link; any further links a record has are kept as they are.
  toInput: (values, current) => ({
    title: values.title,
    date: values.date,
    image: values.image.trim(),
    bigContent: values.bigContent,
    links: [values.link.trim(), ...(current?.links.slice(1) ?? [])],
  }),
  fieldOf: listShownAt("links", "link"),
  rowTitle: (news) => news.title,
  columns: [
    { header: "Title", text: (news) => news.title, clamp: true },
    {
      header: "Date",
      text: (news) => formatLongDate(news.date),
      render: (news) => <time dateTime={news.date}>{formatLongDate(news.date)}</time>,
    },
    { header: "Content", text: (news) => newsExcerpt(news.bigContent, 600), clamp: true },
    {
      header: "Link",
      text: (news) => news.links[0] ?? "",
      render: (news) =>
        news.links[0] ? (
          <a href={news.links[0]} className="admin-url" rel="noopener noreferrer" target="_blank">
            {news.links[0]}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="muted">None</span>
        ),
    },
  ],
  renderForm: (form) => (
    <>
      <TextField label="Title" required autoComplete="off" maxLength={300} {...form.bind("title")} />
      <TextField label="Date" type="date" required {...form.bind("date")} />
      <TextField
        label="Image URL"
        type="url"
        inputMode="url"
        hint="Optional. A web address starting with https://, or a path on this site such as /images/photo.jpg."
        {...form.bind("image")}
      />
      <TextArea
        label="Content"
        rows={8}
        required
        hint="Plain text: a blank line starts a new paragraph. Simple HTML (links, bold, lists) is kept."
        {...form.bind("bigContent")}
      />
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        hint="Optional. A web page with more about this news, starting with https://."
        {...form.bind("link")}
      />
    </>
  ),
};

export default function NewsTab() {
  return <ResourceTab config={config} />;
}
