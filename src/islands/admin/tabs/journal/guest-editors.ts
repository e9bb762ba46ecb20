import type { TextColumn } from "../../ui/rows/TextRows";

/** A guest editor's row, in the details' special issue and in an issue. */
export const GUEST_EDITOR = { name: "", affiliation: "" };

export const GUEST_EDITOR_COLUMNS: readonly TextColumn[] = [
  { key: "name", label: "Name", required: true },
  { key: "affiliation", label: "Affiliation" },
];
