// The export and import dialogs (issue 24), one chunk loaded when a tab first opens one.
export { ExportDialog } from './export-dialog';
export { ImportDialog } from './import-dialog';
