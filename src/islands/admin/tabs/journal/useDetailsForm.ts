import { journalDetails, journalDetailsInput, type JournalDetails } from "../../../../domain/journal";
import { useDocumentForm, type DocumentForm } from "../../ui/useDocumentForm";
import { detailsFieldOf, detailsInput, detailsValues, sameDetails, type DetailsValues } from "./details-values";
import { DETAILS_MESSAGES } from "./texts";

export const DETAILS_EDIT_BUTTON_ID = "journal-details-edit";

/**
 * The journal's details (docs/rules/journal.md §1), one document: loaded, shown, and edited in a
 * form opened on request (../../ui/useDocumentForm.ts). Saving checks the ISSNs by their check
 * digit before sending; the answer (ISSNs as the standard writes them) is what the tab shows from
 * then on. A save over a newer version is refused (409) with "Load the latest version".
 */
export function useDetailsForm() {
  return useDocumentForm<JournalDetails, DetailsValues>({
    path: "/api/journal",
    schema: journalDetails,
    input: journalDetailsInput,
    valuesOf: detailsValues,
    inputOf: detailsInput,
    same: sameDetails,
    fieldOf: detailsFieldOf,
    messages: DETAILS_MESSAGES,
    idBase: "journal-details",
    focusWhenClosed: () => document.getElementById(DETAILS_EDIT_BUTTON_ID),
  });
}

export type DetailsForm = DocumentForm<JournalDetails, DetailsValues>;
