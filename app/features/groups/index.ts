/** Provider groups for admins (/groups, decision 036), browser-safe; the loader and action are in groups.server.ts. */
export { GroupsView, type GroupsData } from './groups-view';
