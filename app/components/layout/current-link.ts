/** Which menu link a page marks current (spec 2.2: the side menu, and the header's menu on a phone). */
import type { HeaderLink } from './site-header';

/**
 * Whether a menu link is current on its own path only (NavLink's `end`): when another item of the same menu lives
 * under it (the admin's Dashboard, `/admin`, above Turnaround, `/admin/turnaround`), so that one page never marks
 * two items current. Any other link stays current on the pages under it (Cases on a case's page).
 */
export function currentOnItsPathOnly(link: HeaderLink, links: readonly HeaderLink[]): boolean {
  return links.some((other) => other.to !== link.to && other.to.startsWith(`${link.to}/`));
}
