/** How the Activity tab shows a record's fields: names in words, values as text (never as markup). */

/** "areaOfSpecialization" -> "Area of specialization"; "_id" -> "Id". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/^_+/, "")
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's value as text: lists of words joined, anything nested as indented JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return "(none)";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
    return value.length === 0 ? "(none)" : value.join(", ");
  }
  return JSON.stringify(value, null, 2);
}

/** The fields a change shows first: those that differ, but not the time of the change itself. */
export const SKIPPED_WHEN_DIFFERENT = new Set(["updatedAt"]);
