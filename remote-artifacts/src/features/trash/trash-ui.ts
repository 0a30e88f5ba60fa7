// The trash's panel (issue 24 §4), a chunk loaded when a tab first opens it.
export { TrashDrawer } from './trash-drawer';
