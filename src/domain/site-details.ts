import * as z from "zod";
import { emailField, limitedText, phoneNumberField } from "./fields";
import { uploadedImageUrlOf } from "./uploaded-image";

/**
 * The society's own details that every page shows (docs/rules/public-site.md §11): its display
 * name and short name, its logo, its registration line, where and when it was founded, the member
 * count's wording, the Secretary's contact block, the footer's useful links and the social profiles. The owner edits them in Settings; the
 * header and the footer read them when the site is built, so a save rebuilds every page.
 */

export const SOCIAL_NETWORKS = ["facebook", "x", "youtube", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The name a screen reader gives each network's icon. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  x: "X (Twitter)",
  youtube: "YouTube",
  linkedin: "LinkedIn",
};

export const SITE_DETAILS_LABELS = {
  name: "Display name",
  shortName: "Short name",
  registration: "Registration line",
  logo: "Logo",
  founded: "Founded",
  memberCount: "Member count wording",
  secretaryTitle: "Contact's title",
  secretaryName: "Contact's name",
  secretaryAddress: "Postal address",
  secretaryEmail: "Contact e-mail",
  secretaryPhone: "Contact phone",
  usefulLinks: "Useful links",
  social: "Social profiles",
} as const;

export const SITE_DETAILS_MESSAGES = {
  saved: "Site details saved. Every page is being rebuilt with them.",
  saveFailed: "Failed to save the site details.",
  loadFailed: "Failed to load the site details.",
} as const;

const MAX_LINKS = 12;
const MAX_FOUNDED = 100;

/** A page of this site ("/about") or a page elsewhere over https: what a footer link may open. */
const siteOrHttps = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(500, { error: `${label} is too long (500 characters at most).` })
    .refine((value) => (value.startsWith("/") && !value.startsWith("//")) || isHttps(value), {
      error: `${label} must be a page of this site (starting with /) or an address starting with https://.`,
    });

const httpsAddress = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(500, { error: `${label} is too long (500 characters at most).` })
    .refine(isHttps, { error: `${label} must be an address starting with https://.` });

function isHttps(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

const usefulLink = z.object({
  label: limitedText("Link text", 80),
  href: siteOrHttps("Link address"),
});

const socialProfile = z.object({
  network: z.enum(SOCIAL_NETWORKS, {
    error: `Network must be one of ${SOCIAL_NETWORKS.map((network) => SOCIAL_NETWORK_NAMES[network]).join(", ")}.`,
  }),
  // Left empty, the network is not shown.
  url: z.union([z.literal(""), httpsAddress("Profile address")], {
    error: "Profile address must be an address starting with https://.",
  }),
});

/** What the owner saves (PUT /api/site-details): every field, as the form sends them all. */
export const siteDetailsInput = z.object({
  name: limitedText(SITE_DETAILS_LABELS.name, 200),
  shortName: z
    .string({ error: `${SITE_DETAILS_LABELS.shortName} is required.` })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9&.-]{1,11}$/, {
      error: `${SITE_DETAILS_LABELS.shortName} must be 2 to 12 letters or digits, starting with a letter (such as SAEETD).`,
    }),
  registration: z
    .string()
    .trim()
    .max(300, { error: `${SITE_DETAILS_LABELS.registration} is too long (300 characters at most).` })
    .default(""),
  // "" is the built-in logo (/logo.svg); otherwise a picture uploaded through POST /api/images.
  logo: uploadedImageUrlOf(SITE_DETAILS_LABELS.logo).default(""),
  // Shown on Our Legacy ("Lucknow, 1995"); left empty, it is not shown.
  founded: z
    .string({ error: `${SITE_DETAILS_LABELS.founded} must be text.` })
    .trim()
    .max(MAX_FOUNDED, { error: `${SITE_DETAILS_LABELS.founded} is too long (${MAX_FOUNDED} characters at most).` })
    .default(""),
  memberCount: limitedText(SITE_DETAILS_LABELS.memberCount, 60),
  secretary: z.object({
    title: limitedText(SITE_DETAILS_LABELS.secretaryTitle, 100),
    name: limitedText(SITE_DETAILS_LABELS.secretaryName, 150),
    address: z
      .array(limitedText("An address line", 150), { error: "The address must be a list of lines." })
      .min(1, { error: `${SITE_DETAILS_LABELS.secretaryAddress} is required.` })
      .max(6, { error: "At most 6 address lines." }),
    email: emailField(SITE_DETAILS_LABELS.secretaryEmail),
    phone: phoneNumberField(SITE_DETAILS_LABELS.secretaryPhone),
  }),
  usefulLinks: z
    .array(usefulLink, { error: "Useful links must be a list." })
    .max(MAX_LINKS, { error: `At most ${MAX_LINKS} useful links.` })
    .default([]),
  social: z
    .array(socialProfile, { error: "Social profiles must be a list." })
    .max(SOCIAL_NETWORKS.length, { error: `At most ${SOCIAL_NETWORKS.length} social profiles.` })
    .default([])
    .refine((profiles) => new Set(profiles.map((profile) => profile.network)).size === profiles.length, {
      error: "Give each network once.",
    })
    .transform((profiles) => profiles.filter((profile) => profile.url !== "")),
});
export type SiteDetailsInput = z.input<typeof siteDetailsInput>;

/** The details as stored and answered. */
export const siteDetails = z.object({
  name: z.string(),
  shortName: z.string(),
  registration: z.string(),
  // Details saved before these fields existed (and their versions in the activity log) have neither.
  logo: z.string().default(""),
  founded: z.string().default(""),
  memberCount: z.string(),
  secretary: z.object({
    title: z.string(),
    name: z.string(),
    address: z.array(z.string()),
    email: z.string(),
    phone: z.string(),
  }),
  usefulLinks: z.array(z.object({ label: z.string(), href: z.string() })),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
export type SiteDetails = z.infer<typeof siteDetails>;

/**
 * What a site shows until the owner saves its details, and what the seed stores: the details the
 * site was first built with. The people, addresses, numbers and profiles in it are fictional; the
 * owner replaces them in Settings.
 */
export const STARTING_SITE_DETAILS: SiteDetails = {
  name: "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
  shortName: "SAEETD",
  registration: "Registered under the Societies Registration Act, 1860 · Lucknow, Uttar Pradesh (Reg. No. 0000/demo)",
  logo: "",
  founded: "",
  memberCount: "nearly 2,700",
  secretary: {
    title: "The Secretary",
    name: "Dr. A. Example (placeholder)",
    address: ["Placeholder Bhawan, 1 Example Marg", "Lucknow 226 000, Uttar Pradesh, India"],
    email: "secretary@example.org",
    phone: "+91 00000 00000",
  },
  usefulLinks: [
    { label: "About the Society", href: "/about" },
    { label: "Membership Information", href: "/membership/info" },
    { label: "Online Registration", href: "/membership/registration" },
    { label: "Members Directory", href: "/membership/directory" },
    { label: "Journal", href: "/publications/journal" },
    { label: "Workshops", href: "/conference/workshop" },
    { label: "Downloads", href: "/downloads" },
    { label: "News", href: "/news" },
    { label: "Contact Us", href: "/contact" },
  ],
  social: [
    { network: "facebook", url: "https://www.facebook.com/" },
    { network: "x", url: "https://x.com/" },
    { network: "youtube", url: "https://www.youtube.com/" },
    { network: "linkedin", url: "https://www.linkedin.com/" },
  ],
};

/** Where the header shows the logo: the built-in one until a picture is uploaded. */
export const BUILT_IN_LOGO = "/logo.svg";

/** The Secretary's phone as a tel: address ("+91 00000 00000" -> "tel:+910000000000"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
