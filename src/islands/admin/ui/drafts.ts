import * as z from "zod";

/**
 * Unsaved form work that must survive a sign-out. Each open form registers itself here (a tab with
 * several parts, such as the Journal tab, may have more than one open); when the API refuses the
 * token, the sign-out flow stores each changed form's values in sessionStorage under
 * "adminDraft:<tab>:<record id or new>", and the tab offers them back after the person signs in
 * again ("Restore your unsaved changes?"). The panel also asks this registry whether leaving
 * (another tab, Logout, closing the page) would lose changes.
 */

/** Form values that can be stored as text: files cannot, and are left out of drafts. */
export type DraftValue = string | boolean;

export interface Draft {
  tab: string;
  /** The edited record, or null for a new one. */
  recordId: string | null;
  /** What the person was working on, for the offer ("News: Annual meeting"). */
  title: string;
  values: Record<string, DraftValue>;
  /** The version the edit started from, kept so a restored edit is still checked for staleness. */
  expectedUpdatedAt: string | null;
  savedAt: string;
}

export interface OpenForm {
  /** The key its drafts are kept and found by: the tab's path, or a part of it ("journal-articles"). */
  tab: string;
  isDirty(): boolean;
  snapshot(): Omit<Draft, "savedAt">;
}

const openForms = new Set<OpenForm>();

/** Called by a form while it is open; returns the function that unregisters it. */
export function registerOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => {
    openForms.delete(form);
  };
}

export const hasUnsavedChanges = (): boolean => [...openForms].some((form) => form.isDirty());

const PREFIX = "adminDraft:";
const keyOf = (tab: string, recordId: string | null) => `${PREFIX}${tab}:${recordId ?? "new"}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the open forms' values (those with changes) before the page is left for the sign-in. */
export function saveOpenFormDraft(): void {
  const savedAt = new Date().toISOString();
  for (const form of openForms) {
    if (!form.isDirty()) continue;
    const draft: Draft = { ...form.snapshot(), savedAt };
    try {
      storage()?.setItem(keyOf(draft.tab, draft.recordId), JSON.stringify(draft));
    } catch {
      // Storage full or blocked: nothing more can be done without losing the sign-out.
    }
  }
}

const draftSchema = z.object({
  tab: z.string(),
  recordId: z.string().nullable(),
  title: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  expectedUpdatedAt: z.string().nullable(),
  savedAt: z.string(),
});

function allDrafts(): Draft[] {
  const store = storage();
  if (!store) return [];
  const drafts: Draft[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      const parsed = draftSchema.safeParse(JSON.parse(store.getItem(key) ?? "null"));
      if (parsed.success) drafts.push(parsed.data);
    } catch {
      // A damaged entry is ignored.
    }
  }
  return drafts.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The latest draft kept for a tab, if any. */
export const findDraft = (tab: string): Draft | undefined => allDrafts().find((draft) => draft.tab === tab);

export const hasAnyDraft = (): boolean => allDrafts().length > 0;

export function clearDraft(draft: Pick<Draft, "tab" | "recordId">): void {
  storage()?.removeItem(keyOf(draft.tab, draft.recordId));
}
