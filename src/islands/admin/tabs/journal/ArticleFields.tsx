import { ARTICLE_LANGUAGES, ARTICLE_TYPES, articlePath, slugFromTitle } from "../../../../domain/journal";
import { CheckboxField, SelectField, TextArea, TextField } from "../../ui/fields";
import type { FormBinding } from "../../ui/resource-tab/config";
import { PDF_HINT, PdfUploadField } from "../../ui/uploads";
import type { ArticleValues } from "./article-values";
import { AuthorRows } from "./AuthorRows";
import { ADDRESS_FIXED } from "./texts";

const LANGUAGE_OPTIONS = Object.entries(ARTICLE_LANGUAGES).map(([value, label]) => ({ value, label }));

/** The address field: proposed from the title until the article is first marked ready, then fixed. */
function AddressField({ form }: { form: FormBinding<ArticleValues> }) {
  const { values } = form;
  const bound = form.bind("slug");
  if (values.everReady) {
    return <TextField label="Address" readOnly hint={ADDRESS_FIXED} {...bound} />;
  }
  const page = values.slug === "" ? "" : ` Its page: ${articlePath(values)}`;
  return (
    <TextField
      label="Address"
      required
      autoComplete="off"
      spellCheck={false}
      maxLength={80}
      hint={`Proposed from the title: lower-case letters, digits and single hyphens.${page}`}
      {...bound}
    />
  );
}

/**
 * An article's fields (docs/rules/journal.md §3). Typing the title proposes the address while the
 * address still follows the title (it is empty, or what the title gave) and the article has never
 * been marked ready.
 */
export function ArticleFields({ form, issueName }: { form: FormBinding<ArticleValues>; issueName: string }) {
  const { values, errors } = form;
  const title = form.bind("title");
  const followsTitle = !values.everReady && (values.slug === "" || values.slug === slugFromTitle(values.title));
  return (
    <>
      <p className="admin-hint">
        In <strong>{issueName}</strong>.
      </p>
      {errors.issueId && <p className="notice notice-error">{errors.issueId}</p>}
      <TextField
        label="Title"
        required
        autoComplete="off"
        maxLength={500}
        {...title}
        onValueChange={(text) => {
          title.onValueChange(text);
          if (followsTitle) form.set("slug", slugFromTitle(text));
        }}
      />
      <SelectField label="Type" required options={ARTICLE_TYPES} {...form.bind("type")} />
      <AuthorRows
        idBase={form.fieldId("authors")}
        value={values.authors}
        errors={errors}
        onChange={(text, clears) => form.set("authors", text, clears)}
      />
      <TextArea label="Abstract" required rows={8} {...form.bind("abstract")} />
      <TextArea label="Keywords" rows={4} hint="Optional. One per line, up to 20." {...form.bind("keywords")} />
      <div className="admin-field-group">
        <TextField label="First page" inputMode="numeric" required autoComplete="off" {...form.bind("firstPage")} />
        <TextField label="Last page" inputMode="numeric" required autoComplete="off" {...form.bind("lastPage")} />
      </div>
      <TextField
        label="DOI"
        autoComplete="off"
        spellCheck={false}
        hint="Optional, once registered. As 10.1234/ait.2026.001; a https://doi.org/ address is read as the DOI."
        {...form.bind("doi")}
      />
      <div className="admin-field-group">
        <TextField label="Received" type="date" required {...form.bind("received")} />
        <TextField label="Accepted" type="date" required {...form.bind("accepted")} />
        <TextField label="Published" type="date" required {...form.bind("published")} />
      </div>
      <SelectField label="Language" required options={LANGUAGE_OPTIONS} {...form.bind("language")} />
      <AddressField form={form} />
      <PdfUploadField
        id={form.fieldId("pdf")}
        name="pdf"
        label="PDF"
        hint={`Optional until it is published: an article appears only with its PDF. ${PDF_HINT} Without a new one, the current PDF is kept.`}
        file={values.pdf}
        currentUrl={values.currentPdf}
        error={errors.pdf}
        onFile={(file) => form.set("pdf", file)}
      />
      <CheckboxField
        id={form.fieldId("ready")}
        name="ready"
        label="Ready to appear when its issue is published"
        hint={
          values.everReady
            ? "Taken back to a draft, it leaves the public site; its address stays as it is."
            : "Once saved as ready, its address can no longer change."
        }
        checked={values.ready}
        error={errors.ready}
        onCheckedChange={(checked) => form.set("ready", checked)}
      />
    </>
  );
}
