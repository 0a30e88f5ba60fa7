import { renderStandaloneShell } from '@portal/remote-kit';
import { INSTRUCTIONS_PAGE_PATHS, instructionRoutes } from './instruction-routes';

// Standalone page (dev server or dist/index.html): this remote's pages at their real routes,
// behind the dev shell's sign-in, against the API its server names (remote-kit).
void renderStandaloneShell(instructionRoutes, INSTRUCTIONS_PAGE_PATHS['instruction-tuning'], {
  remote: 'remote-instructions',
});
