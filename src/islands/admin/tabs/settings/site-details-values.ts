import {
  SOCIAL_NETWORKS,
  type SiteDetails,
  type SiteDetailsInput,
  type SocialNetwork,
} from "../../../../domain/site-details";
import { readRows, rowsFieldOf, writeRows } from "../../ui/rows/rows";
import type { FieldOf } from "../../ui/validation";

/**
 * The site details form holds text: the logo's address (uploaded at once, kept until Save), the
 * address one line per line, the useful links as rows (JSON text, rows.ts), and one address field
 * per social network (left empty, the network's icon is not shown). The API's schema turns them
 * into the details.
 */

type SocialKey = `social_${SocialNetwork}`;

export type SiteDetailsValues = {
  name: string;
  shortName: string;
  registration: string;
  /** "" (the built-in logo) or the uploaded picture's address. */
  logo: string;
  founded: string;
  memberCount: string;
  secretaryTitle: string;
  secretaryName: string;
  secretaryAddress: string;
  secretaryEmail: string;
  secretaryPhone: string;
  usefulLinks: string;
} & Record<SocialKey, string>;

export const socialKey = (network: SocialNetwork): SocialKey => `social_${network}`;

export const USEFUL_LINK = { label: "", href: "" };

export function siteDetailsValues(details: SiteDetails): SiteDetailsValues {
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [
      socialKey(network),
      details.social.find((profile) => profile.network === network)?.url ?? "",
    ]),
  ) as Record<SocialKey, string>;
  return {
    name: details.name,
    shortName: details.shortName,
    registration: details.registration,
    logo: details.logo,
    founded: details.founded,
    memberCount: details.memberCount,
    secretaryTitle: details.secretary.title,
    secretaryName: details.secretary.name,
    secretaryAddress: details.secretary.address.join("\n"),
    secretaryEmail: details.secretary.email,
    secretaryPhone: details.secretary.phone,
    usefulLinks: writeRows(details.usefulLinks),
    ...social,
  };
}

/** What the API is sent: the address split into lines, the social networks that have an address. */
export function siteDetailsInputOf(values: SiteDetailsValues): SiteDetailsInput {
  return {
    name: values.name,
    shortName: values.shortName,
    registration: values.registration,
    logo: values.logo,
    founded: values.founded,
    memberCount: values.memberCount,
    secretary: {
      title: values.secretaryTitle,
      name: values.secretaryName,
      address: values.secretaryAddress
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ""),
      email: values.secretaryEmail,
      phone: values.secretaryPhone,
    },
    usefulLinks: readRows(values.usefulLinks, USEFUL_LINK),
    // Every network in order (an empty address is dropped by the API), so "social.1.url" is X's field.
    social: SOCIAL_NETWORKS.map((network) => ({ network, url: values[socialKey(network)] })),
  };
}

export const sameSiteDetails = (a: SiteDetailsValues, b: SiteDetailsValues): boolean =>
  (Object.keys(a) as (keyof SiteDetailsValues)[]).every((key) => a[key] === b[key]);

const SECRETARY_FIELDS: Record<string, string> = {
  title: "secretaryTitle",
  name: "secretaryName",
  address: "secretaryAddress",
  email: "secretaryEmail",
  phone: "secretaryPhone",
};

const inRows = rowsFieldOf(["usefulLinks"]);

/** Issue paths to the form's fields: "secretary.email" -> "secretaryEmail", "social.1.url" -> X's address. */
export const siteDetailsFieldOf: FieldOf = (path) => {
  const [first, second] = path.split(".");
  if (first === "secretary") return SECRETARY_FIELDS[second ?? ""] ?? "secretaryTitle";
  if (first === "social") {
    const network = SOCIAL_NETWORKS[Number(second)];
    return network ? socialKey(network) : socialKey("facebook");
  }
  return inRows(path);
};
