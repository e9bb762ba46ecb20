/** What ResourceTab says about the form, in one place (the tab's own texts from the site contract are in its config). */

export const INVALID_FORM = "Please correct the highlighted fields.";

export const LATEST_LOADED = "The latest version is loaded. Make your changes again and save.";

export const gone = (noun: string) => `This ${noun} no longer exists; it may have been deleted elsewhere.`;

export const restoredAsNew = (noun: string) =>
  `The ${noun} you were editing no longer exists; your changes are shown as a new one.`;

export const deleteQuestion = (noun: string) => `Are you sure you want to delete this ${noun}?`;
