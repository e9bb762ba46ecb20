import {
  PAGE_TEXT_MESSAGES,
  pageText,
  pageTextInput,
  type EditablePage,
  type PageText,
} from "../../../../domain/page-texts";
import { useDocumentForm, type DocumentForm } from "../../ui/useDocumentForm";
import { pageFieldOf, pageInputOf, pageValues, samePageValues, type PageValues } from "./page-values";

/**
 * One page's text form (../../ui/useDocumentForm.ts), open once the text has loaded. Saving checks
 * with the API's own schema first and rebuilds the site; a save over a newer version is refused
 * (409) with "Load the latest version".
 */
export function usePageForm(page: EditablePage) {
  return useDocumentForm<PageText, PageValues>({
    path: `/api/pages/${page}`,
    schema: pageText,
    input: pageTextInput,
    valuesOf: pageValues,
    inputOf: pageInputOf,
    same: samePageValues,
    fieldOf: pageFieldOf,
    messages: PAGE_TEXT_MESSAGES,
    idBase: `admin-page-${page}`,
  });
}

export type PageForm = DocumentForm<PageText, PageValues>;
