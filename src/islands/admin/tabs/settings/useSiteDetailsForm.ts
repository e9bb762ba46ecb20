import {
  SITE_DETAILS_MESSAGES,
  siteDetails,
  siteDetailsInput,
  type SiteDetails,
} from "../../../../domain/site-details";
import { useDocumentForm, type DocumentForm } from "../../ui/useDocumentForm";
import {
  sameSiteDetails,
  siteDetailsFieldOf,
  siteDetailsInputOf,
  siteDetailsValues,
  type SiteDetailsValues,
} from "./site-details-values";

/**
 * The site details form (../../ui/useDocumentForm.ts), open once the details have loaded. Saving
 * checks with the API's own schema first, and rebuilds every page; a save over a newer version is
 * refused (409) with "Load the latest version".
 */
export function useSiteDetailsForm() {
  return useDocumentForm<SiteDetails, SiteDetailsValues>({
    path: "/api/site-details",
    schema: siteDetails,
    input: siteDetailsInput,
    valuesOf: siteDetailsValues,
    inputOf: siteDetailsInputOf,
    same: sameSiteDetails,
    fieldOf: siteDetailsFieldOf,
    messages: SITE_DETAILS_MESSAGES,
    idBase: "admin-site-details",
  });
}

export type SiteDetailsForm = DocumentForm<SiteDetails, SiteDetailsValues>;
