import * as React from 'react';
import { useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Alert } from '@portal/shared/antd-nav';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@portal/shared/router';
import singleSpaReact from 'single-spa-react';
// By package name, not '../config': in a remote's bundle only this request resolves to the
// federation singleton whose API client the pages use.
import { configureRuntime } from '@portal/shared';
import { RemoteProviders } from './remote-providers';

/** What a host that is not the portal passes to a remote's lifecycles. */
export interface RemoteMountProps<Page extends string> {
  name: string;
  domElement: HTMLElement;
  page: Page;
  /** Where the API lives; the default of `@portal/shared` when left out. */
  apiBaseUrl?: string;
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

/**
 * single-spa lifecycles that show one of a remote's pages, so any page can embed it: each
 * mount gets its own in-memory router starting at the page's spec route.
 */
export function createRemoteLifecycles<Page extends string>(
  routes: RouteObject[],
  pagePaths: Record<Page, string>,
) {
  function RemoteMountRoot({ page, apiBaseUrl }: RemoteMountProps<Page>) {
    // Applied during the first render, before any page effect sends a request.
    useState(() => (apiBaseUrl ? configureRuntime({ apiBaseUrl }) : null));
    const [router] = useState(() =>
      createMemoryRouter(routes, { initialEntries: [pagePaths[page]] }),
    );
    return (
      <RemoteProviders>
        <RouterProvider router={router} />
      </RemoteProviders>
    );
  }

  return singleSpaReact<RemoteMountProps<Page>>({
    React,
    ReactDOMClient,
    rootComponent: RemoteMountRoot,
    errorBoundary: (error) => <MountError error={error} />,
  });
}
