/** The detail-view kit (docs/ui-kit.md, 'Detail views'): generic, it knows no feature. */
export {
  DetailView,
  DetailSection,
  DetailList,
  type DetailItem,
  type DetailSectionSpec,
  type DetailValue,
} from './detail-view';
export { StatusBadge, statusTones, type StatusBadgeProps, type StatusTone } from './status-badge';
export { ActionBar, ActionBarLinks, type ActionBarLink, type ActionBarProps } from './action-bar';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmSubmit } from './confirm-dialog';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
export { NoteThread, type ThreadNote } from './note-thread';
export { DownloadLink, type DownloadLinkProps } from './download-link';
export { Disclosure, type DisclosureProps } from './disclosure';
export { TermList, type Term } from './term-list';
