import {
  BUILT_IN_LOGO,
  SITE_DETAILS_LABELS as LABELS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
} from "../../../../domain/site-details";
import { UPLOAD_LIMITS } from "../../../../domain/upload-limits";
import { TextArea, TextField } from "../../ui/fields";
import { TextRows } from "../../ui/rows/TextRows";
import { UploadedImageField } from "../../ui/UploadedImageField";
import { socialKey } from "./site-details-values";
import type { SiteDetailsForm } from "./useSiteDetailsForm";

/** The site details, each with where the site shows it. */
export function SiteDetailsFields({ form }: { form: SiteDetailsForm }) {
  const { values, errors, bind, set, fieldId } = form;
  if (!values) return null;
  return (
    <>
      <TextField
        label={LABELS.name}
        required
        autoComplete="organization"
        maxLength={200}
        hint="The society's name in the header of every page, in page titles and in the footer."
        {...bind("name")}
      />
      <TextField
        label={LABELS.shortName}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={12}
        hint="2 to 12 letters, such as SAEETD: after each page's title, and in the header on phones."
        {...bind("shortName")}
      />
      <UploadedImageField
        id={fieldId("logo")}
        label="Logo (JPEG, PNG or WebP, square works best)"
        hint={`Uploaded when chosen (${UPLOAD_LIMITS.image.label} at most), shown in every page's header once the site details are saved.`}
        noun="logo"
        value={values.logo}
        error={errors.logo}
        removeLabel="Use the built-in logo"
        none={{ src: BUILT_IN_LOGO, name: "the built-in logo" }}
        onValueChange={(url) => set("logo", url)}
      />
      <TextField
        label={LABELS.registration}
        autoComplete="off"
        maxLength={300}
        hint="Optional. Under the name in the header, and on Our Legacy."
        {...bind("registration")}
      />
      <TextField
        label="Founded (place and year, shown on Our Legacy; leave empty to hide)"
        autoComplete="off"
        maxLength={100}
        hint="Such as “Lucknow, 1995”."
        {...bind("founded")}
      />
      <TextField
        label={LABELS.memberCount}
        required
        autoComplete="off"
        maxLength={60}
        hint="How pages speak of the number of members, such as “nearly 2,700”: “The society has nearly 2,700 members”."
        {...bind("memberCount")}
      />
      <fieldset className="admin-rows">
        <legend>Contact block (footer and Contact Us)</legend>
        <TextField
          label={LABELS.secretaryTitle}
          required
          autoComplete="off"
          maxLength={100}
          hint="Such as “The Secretary”."
          {...bind("secretaryTitle")}
        />
        <TextField
          label={LABELS.secretaryName}
          required
          autoComplete="off"
          maxLength={150}
          {...bind("secretaryName")}
        />
        <TextArea
          label={LABELS.secretaryAddress}
          required
          rows={3}
          hint="One line per line, up to 6."
          {...bind("secretaryAddress")}
        />
        <TextField
          label={LABELS.secretaryEmail}
          type="email"
          required
          autoComplete="off"
          hint="Also where book orders and questions from the member pages go."
          {...bind("secretaryEmail")}
        />
        <TextField label={LABELS.secretaryPhone} type="tel" required autoComplete="off" {...bind("secretaryPhone")} />
      </fieldset>
      <TextRows
        idBase={fieldId("usefulLinks")}
        list="usefulLinks"
        legend={LABELS.usefulLinks}
        rowName="Link"
        hint="The footer's links, in this order: a page of this site (starting with /, such as /membership/info) or an address starting with https://."
        columns={[
          { key: "label", label: "Text", required: true },
          { key: "href", label: "Address", required: true },
        ]}
        value={values.usefulLinks}
        errors={errors}
        max={12}
        onChange={(text, clears) => set("usefulLinks", text, clears)}
      />
      <fieldset className="admin-rows">
        <legend>{LABELS.social}</legend>
        <p className="admin-hint">
          The footer shows an icon for each network that has an address. Leave a network empty to hide it.
        </p>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={`${SOCIAL_NETWORK_NAMES[network]} address`}
            type="url"
            autoComplete="off"
            spellCheck={false}
            hint="Starting with https://."
            {...bind(socialKey(network))}
          />
        ))}
      </fieldset>
    </>
  );
}
