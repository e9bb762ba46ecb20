import { useEffect, useRef } from "react";
import type { z } from "zod";
import type { StoredMeta } from "../../../../domain/fields";
import { registerOpenForm, type DraftValue } from "../drafts";
import type { FormValue, FormValues, ResourceTabConfig } from "./config";
import type { ResourceForm } from "./useResourceForm";

/**
 * While the form is open, the sign-out flow and the panel can ask about it (../drafts.ts): whether
 * it has changes, and its values to keep as a draft when the API refuses the token.
 */

/** What of the values a draft can keep (text and checkboxes, not files). */
function storable(values: Record<string, FormValue>): Record<string, DraftValue> {
  const kept: Record<string, DraftValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string" || typeof value === "boolean") kept[key] = value;
  }
  return kept;
}

export function useDraftOnSignOut<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType>(
  config: ResourceTabConfig<R, V, S>,
  form: ResourceForm<R, V>,
): void {
  const { isOpen } = form;
  // Read when asked, so the registration does not change with every keystroke.
  const live = useRef(form);
  live.current = form;
  useEffect(() => {
    if (!isOpen) return;
    return registerOpenForm({
      tab: config.tab,
      isDirty: () => live.current.dirty,
      snapshot: () => {
        const { values, current, expectedUpdatedAt } = live.current;
        return {
          tab: config.tab,
          recordId: current?._id ?? null,
          title: current ? config.rowTitle(current) : `New ${config.noun}`,
          values: storable(values),
          expectedUpdatedAt,
        };
      },
    });
  }, [isOpen, config]);
}
