import * as React from 'react';
import { useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Alert } from '@portal/shared/antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { configureRuntime } from '@portal/shared';
import { RemoteProviders } from './remote-providers';
import { SETTINGS_PAGE_PATHS, settingsRoutes, type SettingsRemotePage } from './settings-routes';

/** What a host that is not the portal passes to the lifecycles. */
export interface SettingsMountProps {
  name: string;
  domElement: HTMLElement;
  page: SettingsRemotePage;
  /** Where the API lives; the default of `@portal/shared` when left out. */
  apiBaseUrl?: string;
}

function SettingsMountRoot({ page, apiBaseUrl }: SettingsMountProps) {
  // Applied during the first render, before any page sends a request.
  useState(() => (apiBaseUrl ? configureRuntime({ apiBaseUrl }) : null));
  const [router] = useState(() =>
    createMemoryRouter(settingsRoutes, { initialEntries: [SETTINGS_PAGE_PATHS[page]] }),
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

/** single-spa lifecycles of Settings and the static pages, so any page can embed them. */
export const { bootstrap, mount, unmount } = singleSpaReact<SettingsMountProps>({
  React,
  ReactDOMClient,
  rootComponent: SettingsMountRoot,
  errorBoundary: (error) => <MountError error={error} />,
});
