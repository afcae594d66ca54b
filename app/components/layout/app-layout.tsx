import { useState, type ReactNode } from 'react';
import { useFullScreen } from './full-screen';
import { MainContent } from './main-content';
import { SideMenu } from './side-menu';
import { rememberSideMenu } from './side-menu-state';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderLink, type HeaderUser } from './site-header';

export interface AppLayoutProps {
  user: HeaderUser | null;
  mobileMain?: HeaderLink[];
  /** The global banner message, under the header (spec 2.2). */
  banner?: ReactNode;
  /** The side menu's state when the page was served (a cookie). */
  sideMenuCollapsed?: boolean;
  children: ReactNode;
}

/**
 * The layout of spec 2.2 and 9: header, a side menu (logged-in users, 1024 px and up, hidden in full-screen
 * mode), and the outlet in the main landmark. A route asks for full screen with `handle: { fullScreen: true }`
 * (see full-screen.ts); docs/decisions/015-page-layout.md says why each part is where it is.
 */
export function AppLayout({ user, mobileMain, banner, sideMenuCollapsed = false, children }: AppLayoutProps) {
  const fullScreen = useFullScreen();
  const [collapsed, setCollapsed] = useState(sideMenuCollapsed);
  return (
    <div
      className="flex min-h-screen flex-col"
      data-app-frame
      data-full-screen={fullScreen ? 'true' : 'false'}
    >
      {/* The site chrome is not printed (print:hidden): a printed page is the page's own content. */}
      <div className="contents print:hidden">
        <SiteHeader user={user} mobileMain={mobileMain} menuButtonAlways={fullScreen} />
        {banner}
      </div>
      <div className="flex flex-1">
        {user && !fullScreen ? (
          <div className="contents print:hidden">
            <SideMenu
              links={user.main}
              collapsed={collapsed}
              onCollapsedChange={(next) => {
                setCollapsed(next);
                rememberSideMenu(next);
              }}
            />
          </div>
        ) : null}
        <MainContent className="flex min-w-0 flex-1 flex-col">{children}</MainContent>
      </div>
      <div className="contents print:hidden">
        <SiteFooter />
      </div>
    </div>
  );
}
