import * as React from 'react';
import { useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Alert } from '@portal/shared/antd';
import { MemoryRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { configureRuntime } from '@portal/shared';
import { AUTH_PAGE_PATHS, AuthRoutes, type AuthPage } from './auth-routes';
import { RemoteProviders } from './remote-providers';

/** What a host that is not the portal passes to the lifecycles. */
export interface AuthMountProps {
  name: string;
  domElement: HTMLElement;
  page: AuthPage;
  /** Where the API lives; the default of `@portal/shared` when left out. */
  apiBaseUrl?: string;
}

function AuthMountRoot({ page, apiBaseUrl }: AuthMountProps) {
  // Applied during the first render, before any page effect sends a request.
  useState(() => (apiBaseUrl ? configureRuntime({ apiBaseUrl }) : null));
  return (
    <RemoteProviders>
      <MemoryRouter initialEntries={[AUTH_PAGE_PATHS[page]]}>
        <AuthRoutes />
      </MemoryRouter>
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

/** single-spa lifecycles of the sign-in pages, so any page can embed them. */
export const { bootstrap, mount, unmount } = singleSpaReact<AuthMountProps>({
  React,
  ReactDOMClient,
  rootComponent: AuthMountRoot,
  errorBoundary: (error) => <MountError error={error} />,
});
