import * as React from 'react';
import { useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Alert } from '@portal/shared/antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { configureRuntime } from '@portal/shared';
import { ARTIFACTS_PAGE_PATHS, dashboardRoutes, type ArtifactsPage } from './dashboard-routes';
import { RemoteProviders } from './remote-providers';

/** What a host that is not the portal passes to the lifecycles. */
export interface ArtifactsMountProps {
  name: string;
  domElement: HTMLElement;
  page: ArtifactsPage;
  /** Where the API lives; the default of `@portal/shared` when left out. */
  apiBaseUrl?: string;
}

function ArtifactsMountRoot({ page, apiBaseUrl }: ArtifactsMountProps) {
  // Applied during the first render, before any page effect sends a request.
  useState(() => (apiBaseUrl ? configureRuntime({ apiBaseUrl }) : null));
  const [router] = useState(() =>
    createMemoryRouter(dashboardRoutes, { initialEntries: [ARTIFACTS_PAGE_PATHS[page]] }),
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

/** single-spa lifecycles of the dashboard, so any page can embed it. */
export const { bootstrap, mount, unmount } = singleSpaReact<ArtifactsMountProps>({
  React,
  ReactDOMClient,
  rootComponent: ArtifactsMountRoot,
  errorBoundary: (error) => <MountError error={error} />,
});
