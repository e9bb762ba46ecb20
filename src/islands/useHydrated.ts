import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server render and while hydrating, true once the island runs in the browser.
 * Controls that need script stay disabled until then, so the prebuilt HTML never offers a control
 * that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
