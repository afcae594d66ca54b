/**
 * The side menu of spec 2.8: 270 px, the case type's name and a close button on top, then one collapsible group
 * per specimen (id, type, body site) holding its subsections (id, slide type, stain) and their thumbnails. The
 * selected image is highlighted; a click selects by running index.
 */
import { useState } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ImageOff from 'lucide-react/icons/image-off';
import X from 'lucide-react/icons/x';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import type { FlatImage } from './case-images';
import { SIDE_MENU_WIDTH_PX } from './constants';
import type { SlideLink } from './slide-links';

interface Group<T> {
  key: string;
  title: string;
  items: T[];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string, title: (item: T) => string): Group<T>[] {
  const groups: Group<T>[] = [];
  for (const item of items) {
    const k = key(item);
    const last = groups[groups.length - 1];
    if (last && last.key === k) last.items.push(item);
    else groups.push({ key: k, title: title(item), items: [item] });
  }
  return groups;
}

/** Spec 7: the first available of thumbnailUrl, previewUrl and link (the link only when a browser can show it). */
export function thumbnailOf(link: SlideLink | undefined): string | null {
  if (!link) return null;
  if (link.thumbnailUrl) return link.thumbnailUrl;
  if (link.previewUrl) return link.previewUrl;
  return /^image\/(jpeg|png|webp|gif)$/.test(link.info.contentType) ? link.link : null;
}

interface SideMenuProps {
  caseTypeName: string;
  images: readonly FlatImage[];
  selectedIndex: number;
  linkOf(blobId: string | null): SlideLink | undefined;
  onSelect(index: number): void;
  onClose(): void;
  /** On a phone the menu lies over the slide (at most 85% of the width) instead of narrowing it. */
  floating?: boolean;
}

export function SideMenu(props: SideMenuProps) {
  const { caseTypeName, images, selectedIndex, linkOf, onSelect, onClose, floating = false } = props;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const specimens = groupBy(
    images,
    (image) => `${image.specimenIndex}`,
    (image) => image.displayInfo.specimenTitle,
  );
  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <nav
      aria-label="Slides"
      className={cn(
        'flex h-full shrink-0 flex-col border-r bg-background',
        floating && 'absolute inset-y-0 left-0 z-[150] max-w-[85%] shadow-xl',
      )}
      style={{ width: SIDE_MENU_WIDTH_PX }}
      data-testid="side-menu"
    >
      <div className="flex items-center justify-between border-b px-3 py-2">
        <h2 className="truncate text-sm font-semibold">{caseTypeName}</h2>
        <Button variant="ghost" size="icon" aria-label="Close" title="Close" onClick={onClose}>
          <X />
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto p-2">
        {specimens.map((specimen) => {
          const open = !collapsed.has(specimen.key);
          const subsections = groupBy(
            specimen.items,
            (image) => `${image.subsectionIndex}`,
            (image) => image.displayInfo.subsectionTitle,
          );
          return (
            <section key={specimen.key} className="mb-2">
              <h3>
                <button
                  type="button"
                  aria-expanded={open}
                  onClick={() => toggle(specimen.key)}
                  className="flex w-full items-center gap-1 rounded px-1 py-1 text-left text-sm font-medium hover:bg-accent"
                >
                  {open ? (
                    <ChevronDown className="size-4 shrink-0" />
                  ) : (
                    <ChevronRight className="size-4 shrink-0" />
                  )}
                  {specimen.title}
                </button>
              </h3>
              {open
                ? subsections.map((subsection) => (
                    <div key={subsection.key} className="ml-4 mt-1">
                      <h4 className="text-xs font-medium text-muted-foreground">{subsection.title}</h4>
                      <ul className="mt-1 grid grid-cols-2 gap-2">
                        {subsection.items.map((image) => (
                          <li key={image.globalIndex}>
                            <Thumbnail
                              image={image}
                              src={thumbnailOf(linkOf(image.fileContent))}
                              selected={image.globalIndex === selectedIndex}
                              onSelect={onSelect}
                            />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))
                : null}
            </section>
          );
        })}
      </div>
    </nav>
  );
}

function Thumbnail(props: {
  image: FlatImage;
  src: string | null;
  selected: boolean;
  onSelect(index: number): void;
}) {
  const { image, src, selected, onSelect } = props;
  const [failed, setFailed] = useState(false);
  return (
    <button
      type="button"
      onClick={() => onSelect(image.globalIndex)}
      aria-current={selected ? 'true' : undefined}
      aria-label={[
        `Slide ${image.globalIndex + 1}: ${image.displayInfo.slideTitle}`,
        image.displayInfo.slideSource,
      ]
        .filter(Boolean)
        .join('. ')}
      title={[image.displayInfo.slideTitle, image.displayInfo.slideSource].filter(Boolean).join('\n')}
      className={cn(
        'slide-thumbnail flex aspect-square w-full items-center justify-center overflow-hidden rounded border bg-muted',
        selected ? 'border-primary ring-2 ring-primary' : 'hover:border-foreground/40',
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          crossOrigin="anonymous"
          className="h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <ImageOff className="size-5 text-muted-foreground" aria-hidden />
      )}
    </button>
  );
}
