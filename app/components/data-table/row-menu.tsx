/**
 * A row's menu: one menu button (an ellipsis, named for its row) beside the row's primary action, holding the
 * row's other actions, so a row stays one line of buttons high (decision 151). Radix's dropdown menu gives the
 * menu button pattern: `aria-haspopup="menu"` and `aria-expanded` on the button, Enter, Space or ArrowDown open
 * it on the first item, the arrow keys move, Escape closes it and puts the focus back on the button; a tap
 * opens it as a click does. Items are links, or a POST that asks first through the kit's ConfirmDialog.
 */
import { useRef, useState } from 'react';
import { Link } from '@remix-run/react';
import Ellipsis from 'lucide-react/icons/ellipsis';
import { ConfirmDialog } from '~/components/detail/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { useRowNotice } from './list-updates';
import type { RowActionConfirm } from './row-actions';

/**
 * One of a row menu's items: its words, its name with the row in it (`label`, 'Open viewer for case
 * RCH-2026-0007', as the row's buttons are named; it starts with the words, which voice control needs), and
 * what it does.
 */
export type RowMenuItem =
  | { kind: 'link'; text: string; label?: string; to: string }
  /** A POST of `intent` and `fields` to the page's action, once confirmed (a menu item that acts at once
   * would need the page's form; every menu action so far asks first). */
  | {
      kind: 'confirm';
      text: string;
      label?: string;
      intent: string;
      fields: Record<string, string>;
      confirm: RowActionConfirm;
    }
  /** Why an action cannot be done here ('No images to view'), as a disabled item. */
  | { kind: 'note'; text: string };

const ITEM_CLASS = 'pointer-coarse:min-h-11';

/**
 * `label` names the menu button with its row ('More actions for case RCH-2026-0007'): a screen reader's list of
 * buttons has no row context.
 */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // The chosen confirm item: asked once the menu has closed (its own focus return done), so the dialog's focus
  // trap starts on a page the menu no longer holds.
  const chosen = useRef<Extract<RowMenuItem, { kind: 'confirm' }> | null>(null);
  const [asking, setAsking] = useState<Extract<RowMenuItem, { kind: 'confirm' }> | null>(null);
  const notice = useRowNotice();
  if (items.length === 0) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button
            ref={trigger}
            type="button"
            aria-label={label}
            title={label}
            className="row-action-outline px-2"
          >
            <Ellipsis aria-hidden />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="min-w-40"
          onCloseAutoFocus={(event) => {
            if (!chosen.current) return;
            event.preventDefault();
            setAsking(chosen.current);
            chosen.current = null;
          }}
        >
          {items.map((item) =>
            item.kind === 'link' ? (
              <DropdownMenuItem key={item.text} asChild className={ITEM_CLASS}>
                <Link to={item.to} aria-label={item.label} discover="none">
                  {item.text}
                </Link>
              </DropdownMenuItem>
            ) : item.kind === 'confirm' ? (
              <DropdownMenuItem
                key={item.text}
                aria-label={item.label}
                className={ITEM_CLASS}
                onSelect={() => (chosen.current = item)}
              >
                {item.text}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem key={item.text} disabled className={ITEM_CLASS}>
                {item.text}
              </DropdownMenuItem>
            ),
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {asking ? (
        <ConfirmDialog
          open
          onCancel={() => setAsking(null)}
          returnFocus={() => trigger.current}
          title={asking.confirm.title}
          description={asking.confirm.description}
          confirmLabel={asking.confirm.confirmLabel}
          cancelLabel={asking.confirm.cancelLabel}
          destructive={asking.confirm.destructive ?? true}
          submit={{
            method: 'post',
            fields: { intent: asking.intent, ...asking.fields },
            fetcherKey: asking.confirm.fetcherKey,
          }}
          onDone={() => setAsking(null)}
          blockedReason={notice}
        />
      ) : null}
    </>
  );
}
