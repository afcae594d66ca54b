import { NavLink } from '@remix-run/react';
import PanelLeftCloseIcon from 'lucide-react/icons/panel-left-close';
import PanelLeftOpenIcon from 'lucide-react/icons/panel-left-open';
import { cn } from '~/lib/utils';
import { currentOnItsPathOnly } from './current-link';
import { NO_TABS_TEXT, type HeaderLink } from './site-header';

export const SIDE_MENU_ID = 'side-menu';

// `side-link` (app/kit.css): the current page's link is marked by NavLink's aria-current.
const linkClass = 'side-link';

export interface SideMenuProps {
  /** The role's menu items (spec 2.2); empty shows 'No tabs available'. */
  links: readonly HeaderLink[];
  collapsed: boolean;
  onCollapsedChange(collapsed: boolean): void;
}

/**
 * The side menu of spec 2.2 on wide screens (1024 px and up): the role's navigation, collapsible to a narrow
 * rail. Below 1024 px the header's menu button carries the same items (docs/decisions/015-page-layout.md).
 */
export function SideMenu({ links, collapsed, onCollapsedChange }: SideMenuProps) {
  const ToggleIcon = collapsed ? PanelLeftOpenIcon : PanelLeftCloseIcon;
  return (
    <aside
      data-testid="side-menu"
      data-collapsed={collapsed ? 'true' : 'false'}
      className={cn('hidden shrink-0 border-r bg-muted/30 desktop:block', collapsed ? 'w-14' : 'w-60')}
    >
      <div className="sticky top-16 flex max-h-[calc(100vh-4rem)] flex-col gap-2 overflow-y-auto p-2">
        <button
          type="button"
          className="flex size-9 items-center justify-center self-end rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
          aria-expanded={!collapsed}
          aria-controls={SIDE_MENU_ID}
          aria-label={collapsed ? 'Show menu' : 'Hide menu'}
          title={collapsed ? 'Show menu' : 'Hide menu'}
          onClick={() => onCollapsedChange(!collapsed)}
        >
          <ToggleIcon className="size-5" aria-hidden />
        </button>
        <nav id={SIDE_MENU_ID} aria-label="Main" hidden={collapsed}>
          {links.length ? (
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={currentOnItsPathOnly(link, links)}
                    className={linkClass}
                    discover="none"
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-2 text-sm text-muted-foreground">{NO_TABS_TEXT}</p>
          )}
        </nav>
      </div>
    </aside>
  );
}
