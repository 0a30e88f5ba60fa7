import { renderStandaloneShell } from '@portal/remote-kit';
import { INSTRUCTIONS_PAGE_PATHS, instructionRoutes } from './instruction-routes';

// Standalone dev shell: this remote's pages at their real routes, against the default API.
renderStandaloneShell(instructionRoutes, INSTRUCTIONS_PAGE_PATHS['instruction-tuning']);
