import { useEffect, useMemo, useRef } from "react";

/**
 * Where focus goes when the tab changes under the person: into a form that opens, to the first
 * field in error, and back to the button that opened a form once it closes. The element is looked
 * up after the next render is on screen, since it may not exist before (a form being opened).
 */

type Find = () => HTMLElement | null | undefined;

export interface FocusAfterRender {
  /** Focus what `find` returns once the next render is on screen. */
  later: (find: Find) => void;
}

export function useFocusAfterRender(): FocusAfterRender {
  const next = useRef<Find | null>(null);
  useEffect(() => {
    const find = next.current;
    next.current = null;
    find?.()?.focus();
  });
  return useMemo(
    () => ({
      later: (find) => {
        next.current = find;
      },
    }),
    [],
  );
}

export const firstField = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select");

export const firstInvalidField = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLElement>('[aria-invalid="true"]');

/** The element with `id`, or the one with `fallbackId` when it is gone (a deleted row's button). */
export const elementById = (id: string, fallbackId: string) =>
  document.getElementById(id) ?? document.getElementById(fallbackId);

/** The id of a tab's Add button, where focus goes when there is nothing better. */
export const addButtonId = (tab: string) => `admin-add-${tab}`;
