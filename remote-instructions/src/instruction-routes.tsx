import type { RouteObject } from '@portal/shared/router';
import InstructionTuningPage from './pages/instruction-tuning-page';

/** The pages of this remote by the name a foreign host asks for, with their spec §2 routes. */
export const INSTRUCTIONS_PAGE_PATHS = {
  'instruction-tuning': '/dashboard/instruction-tuning',
} as const;

export type InstructionsPage = keyof typeof INSTRUCTIONS_PAGE_PATHS;

/** This remote's routes, for hosts that run it alone (dev shell, single-spa), in a data router. */
export const instructionRoutes: RouteObject[] = [
  { path: INSTRUCTIONS_PAGE_PATHS['instruction-tuning'], element: <InstructionTuningPage /> },
  // Routes of other parts of the portal are not this remote's to show.
  { path: '*', element: null },
];
