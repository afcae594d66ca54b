/**
 * The side menu's collapsed state, kept in a plain cookie (a display preference, no secret) so the server
 * renders the menu as the user left it, without a flash after hydration.
 */
export const SIDE_MENU_COOKIE = 'side-menu';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Reads the state from a Cookie header (server) or `document.cookie` (browser). */
export function isSideMenuCollapsed(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIDE_MENU_COOKIE}=collapsed`);
}

/** Stores the state for the next page load (browser only). */
export function rememberSideMenu(collapsed: boolean): void {
  document.cookie = `${SIDE_MENU_COOKIE}=${collapsed ? 'collapsed' : 'expanded'}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
