import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from '@remix-run/react';
import MenuIcon from 'lucide-react/icons/menu';
import CircleUserIcon from 'lucide-react/icons/circle-user';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import BellIcon from 'lucide-react/icons/bell';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '~/components/ui/sheet';
import { cn } from '~/lib/utils';
import { currentOnItsPathOnly } from './current-link';
import { Logo } from './logo';

export interface HeaderLink {
  label: string;
  to: string;
}

export type HeaderUserEntry =
  | { kind: 'link'; link: HeaderLink }
  | { kind: 'group'; label: string; links: HeaderLink[] }
  | { kind: 'logout' };

export interface HeaderUser {
  name: string;
  subtitle: string;
  menu: HeaderUserEntry[];
  main: HeaderLink[];
  onLogout: () => void;
  /** Unread notifications, as the frame's loader read them; null when they could not be read. */
  unreadNotifications?: number | null;
  /** What stands for the notifications in the header (the bell with its popover); the link by default. */
  bell?: ReactNode;
}

/** Past this scroll depth the header takes its 'stuck' style (spec 2.2). */
const STUCK_AFTER_PX = 10;
export const NO_TABS_TEXT = 'No tabs available';

function useStuck() {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () => setStuck(window.scrollY > STUCK_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return stuck;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 pointer-coarse:py-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
  );

export interface SiteHeaderProps {
  user: HeaderUser | null;
  /** The main menu below 1024 px (spec 2.2: /pathologist pages use the provider menu there). */
  mobileMain?: HeaderLink[];
  /** No side menu on this page (full screen): the menu button shows at every width. */
  menuButtonAlways?: boolean;
}

/**
 * The header of spec 2.1/2.2: the logo, then the user menu; the role's navigation is in the side menu from
 * 1024 px up and behind the menu button below it (docs/decisions/015-page-layout.md).
 */
export function SiteHeader({ user, mobileMain, menuButtonAlways = false }: SiteHeaderProps) {
  const stuck = useStuck();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header
      data-stuck={stuck ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b bg-background/95 backdrop-blur transition-shadow',
        stuck && 'shadow-md',
      )}
    >
      <div className="flex h-16 items-center gap-4 px-4">
        <Logo linked={!user} />

        {user ? (
          <div className="ml-auto flex items-center gap-1">
            {user.bell ?? <NotificationsLink unread={user.unreadNotifications ?? null} />}
            <div className="hidden desktop:block">
              <UserMenu user={user} />
            </div>
            <div className={cn(!menuButtonAlways && 'desktop:hidden')}>
              <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
                <SheetTrigger asChild>
                  <Button variant="ghost" size="icon" aria-label="Open menu">
                    <MenuIcon className="size-5" />
                  </Button>
                </SheetTrigger>
                <SheetContent side="right" className="w-72">
                  <SheetHeader>
                    <SheetTitle>{user.name}</SheetTitle>
                    <SheetDescription>{user.subtitle}</SheetDescription>
                  </SheetHeader>
                  <MobileMenu
                    user={user}
                    main={mobileMain ?? user.main}
                    onNavigate={() => setMenuOpen(false)}
                  />
                </SheetContent>
              </Sheet>
            </div>
          </div>
        ) : (
          <nav aria-label="Account" className="ml-auto flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link to="/login">Login</Link>
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button>
                  Register <ChevronDownIcon className="size-4" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem asChild>
                  <Link to="/register?type=provider">Register as a Provider</Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to="/register?type=facility">Register as a Medical Facility</Link>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </nav>
        )}
      </div>
    </header>
  );
}

/** The accessible name of the header's notifications link: 'Notifications, 3 unread' (just 'Notifications' at 0). */
export function notificationsLabel(unread: number | null): string {
  return unread ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The count on the bell (its words are in the bell's accessible name). */
export function UnreadBadge({ unread }: { unread: number | null }) {
  if (!unread) return null;
  return (
    <span
      aria-hidden
      className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs leading-5 font-semibold text-white"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

/** The header's link to /notifications with the unread count (server-rendered). */
export function NotificationsLink({ unread }: { unread: number | null }) {
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/notifications" aria-label={notificationsLabel(unread)} data-unread={unread ?? undefined}>
        <BellIcon className="size-5" aria-hidden />
        <UnreadBadge unread={unread} />
      </Link>
    </Button>
  );
}

/** The trigger's name starts with the name it shows (WCAG 2.5.3, label in name): "Dana Reyes, user menu". */
function UserMenu({ user }: { user: HeaderUser }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2" aria-label={`${user.name}, user menu`}>
          <CircleUserIcon className="size-5" aria-hidden />
          <span className="max-w-40 truncate">{user.name}</span>
          <ChevronDownIcon className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <div className="truncate">{user.name}</div>
          <div className="truncate text-xs font-normal text-muted-foreground">{user.subtitle}</div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.menu.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <DropdownMenuItem key={entry.link.to} asChild>
                <Link to={entry.link.to}>{entry.link.label}</Link>
              </DropdownMenuItem>
            );
          }
          if (entry.kind === 'group') {
            return (
              <DropdownMenuSub key={entry.label}>
                <DropdownMenuSubTrigger>{entry.label}</DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  {entry.links.map((link) => (
                    <DropdownMenuItem key={link.to} asChild>
                      <Link to={link.to}>{link.label}</Link>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            );
          }
          return (
            <DropdownMenuItem key="logout" onSelect={user.onLogout}>
              Logout
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MobileMenu({
  user,
  main,
  onNavigate,
}: {
  user: HeaderUser;
  main: HeaderLink[];
  onNavigate: () => void;
}) {
  const item = 'block rounded-md px-3 py-2 pointer-coarse:py-3 text-sm hover:bg-accent';
  return (
    <nav aria-label="Mobile" className="flex flex-col gap-1 px-4 pb-6">
      {main.length ? (
        main.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={currentOnItsPathOnly(link, main)}
            className={navLinkClass}
            onClick={onNavigate}
          >
            {link.label}
          </NavLink>
        ))
      ) : (
        <span className="px-3 py-2 text-sm text-muted-foreground">{NO_TABS_TEXT}</span>
      )}
      <hr className="my-2" />
      {user.menu.map((entry) => {
        if (entry.kind === 'link') {
          return (
            <Link key={entry.link.to} to={entry.link.to} className={item} onClick={onNavigate}>
              {entry.link.label}
            </Link>
          );
        }
        if (entry.kind === 'group') {
          return (
            <div key={entry.label}>
              <div className="px-3 pt-2 text-xs font-semibold uppercase text-muted-foreground">
                {entry.label}
              </div>
              {entry.links.map((link) => (
                <Link key={link.to} to={link.to} className={item} onClick={onNavigate}>
                  {link.label}
                </Link>
              ))}
            </div>
          );
        }
        return (
          <button key="logout" type="button" className={cn(item, 'text-left')} onClick={user.onLogout}>
            Logout
          </button>
        );
      })}
    </nav>
  );
}
