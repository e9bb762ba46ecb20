import { mainNavigation, type NavLink } from "../../content/navigation";

/** The links of one header menu (navigation.ts), so that a page listing them never disagrees with the menu. */
export function menuLinks(menuId: string): NavLink[] {
  const menu = mainNavigation.find((entry) => entry.kind === "menu" && entry.id === menuId);
  if (menu?.kind !== "menu") throw new Error(`No menu "${menuId}" in navigation.ts.`);
  return menu.groups.flatMap((group) => group.links);
}
