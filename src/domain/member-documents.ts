/** What the document downloads say when there is none to give ("… not found."; docs/rules/members-and-money.md §4). */
export const RECEIPT_NOT_FOUND = "Receipt";
export const CERTIFICATE_NOT_FOUND = "Membership certificate";
