/** What the Journal tab says, in one place (the rules' own messages come from src/domain/journal.ts and the API). */

export const DETAILS_MESSAGES = {
  saved: "Journal details saved successfully!",
  saveFailed: "Failed to save the journal's details.",
  loadFailed: "Failed to load the journal's details.",
} as const;

export const ISSUE_MESSAGES = {
  created: "Issue added successfully!",
  updated: "Issue updated successfully!",
  deleted: "Issue deleted successfully!",
  saveFailed: "Failed to save the issue.",
  loadFailed: "Failed to load the issues.",
  deleteFailed: "Failed to delete the issue.",
} as const;

export const ARTICLE_MESSAGES = {
  created: "Article added successfully!",
  updated: "Article updated successfully!",
  deleted: "Article deleted successfully!",
  saveFailed: "Failed to save the article.",
  loadFailed: "Failed to load the articles.",
  deleteFailed: "Failed to delete the article.",
} as const;

/** Shown under the address once the article has been saved as ready (docs/rules/journal.md §3). */
export const ADDRESS_FIXED = "The address is fixed: the article has been marked ready.";

export const NO_ARTICLES = "No articles in this issue yet.";
