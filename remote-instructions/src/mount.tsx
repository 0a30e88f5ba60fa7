import * as React from 'react';
import { useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Alert } from '@portal/shared/antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { configureRuntime } from '@portal/shared';
import {
  INSTRUCTIONS_PAGE_PATHS,
  instructionRoutes,
  type InstructionsPage,
} from './instruction-routes';
import { RemoteProviders } from './remote-providers';

/** What a host that is not the portal passes to the lifecycles. */
export interface InstructionsMountProps {
  name: string;
  domElement: HTMLElement;
  page: InstructionsPage;
  /** Where the API lives; the default of `@portal/shared` when left out. */
  apiBaseUrl?: string;
}

function InstructionsMountRoot({ page, apiBaseUrl }: InstructionsMountProps) {
  // Applied during the first render, before any page effect sends a request.
  useState(() => (apiBaseUrl ? configureRuntime({ apiBaseUrl }) : null));
  const [router] = useState(() =>
    createMemoryRouter(instructionRoutes, { initialEntries: [INSTRUCTIONS_PAGE_PATHS[page]] }),
  );
  return (
    <RemoteProviders>
      <RouterProvider router={router} />
    </RemoteProviders>
  );
}

function MountError({ error }: { error: Error }) {
  return (
    <Alert
      type="error"
      showIcon
      title="This part of the portal failed to load"
      description={error.message}
    />
  );
}

/** single-spa lifecycles of Instruction tuning, so any page can embed it. */
export const { bootstrap, mount, unmount } = singleSpaReact<InstructionsMountProps>({
  React,
  ReactDOMClient,
  rootComponent: InstructionsMountRoot,
  errorBoundary: (error) => <MountError error={error} />,
});
