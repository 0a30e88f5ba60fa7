// The trash's panel and a deep link's notice (issue 24 §4): one chunk, loaded when a tab
// first opens the trash or a link names a record its list lacks.
export { TrashDrawer } from './trash-drawer';
export { TrashedLink } from './trashed-link';
