import { createRemoteLifecycles, type RemoteMountProps } from '@portal/remote-kit';
import {
  INSTRUCTIONS_PAGE_PATHS,
  instructionRoutes,
  type InstructionsPage,
} from './instruction-routes';

/** What a host that is not the portal passes to the lifecycles. */
export type InstructionsMountProps = RemoteMountProps<InstructionsPage>;

/** single-spa lifecycles of Instruction tuning, so any page can embed it. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  instructionRoutes,
  INSTRUCTIONS_PAGE_PATHS,
);
