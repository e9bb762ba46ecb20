import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";

/**
 * What the panel tells the open tab. `focusHeading` is true when the person switched tabs inside
 * the panel: the tab's heading then takes focus, so screen readers hear where they are.
 */
export interface TabInfo {
  path: string;
  label: string;
  focusHeading: boolean;
}

export const TabContext = createContext<TabInfo>({ path: "", label: "", focusHeading: false });

export const useTab = () => useContext(TabContext);

export const TAB_HEADING_ID = "admin-tab-heading";

/** Every tab starts with this heading (the panel's h1 is "Admin Panel"). */
export function TabHeading({ children }: { children: ReactNode }) {
  const { focusHeading } = useTab();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) ref.current?.focus();
  }, [focusHeading]);
  return (
    <h2 id={TAB_HEADING_ID} ref={ref} tabIndex={-1} className="admin-tab-heading">
      {children}
    </h2>
  );
}
