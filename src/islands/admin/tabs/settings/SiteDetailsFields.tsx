import { SITE_DETAILS_LABELS as LABELS, SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from "../../../../domain/site-details";
import { TextArea, TextField } from "../../ui/fields";
import { TextRows } from "../../ui/rows/TextRows";
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
      <TextField
        label={LABELS.registration}
        autoComplete="off"
        maxLength={300}
        hint="Optional. Under the name in the header, and on Our Legacy."
        {...bind("registration")}
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
