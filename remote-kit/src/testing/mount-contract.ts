import { screen, waitFor } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { configureRuntime, getRuntimeConfig } from '@portal/shared';
import type { RemoteMountProps } from '../remote-lifecycles';
import { mockApiPerTest } from '@portal/shared/testing';

type Lifecycle<Page extends string> = (props: RemoteMountProps<Page>) => Promise<unknown>;

/** A remote's single-spa lifecycles, as `createRemoteLifecycles` returns them. */
export interface RemoteLifecycles<Page extends string> {
  bootstrap: Lifecycle<Page>;
  mount: Lifecycle<Page>;
  unmount: Lifecycle<Page>;
}

/** Where the API-bound test points the lifecycles. */
export const GIVEN_API = 'http://api.example.test';

export interface MountContract<Page extends string> {
  /** Every test starts signed in as the staff user (else signed out; `arrange` may sign in). */
  signedIn?: boolean;
  /** A plain mount: the page, as the test's name calls it, and what shows it is there. */
  mounts: {
    page: Page;
    title: string;
    arrange?: (http: MockAdapter) => void;
    /** A role and name found once mounted, and gone (as role and as text) once unmounted. */
    landmark: [role: string, name: string];
    /** More of the page, each expected inside the element the lifecycles were given. */
    shows: Array<() => HTMLElement | Promise<HTMLElement>>;
  };
  /** Other pages a mount can start at, each by the name of its heading. */
  startsAt?: Array<[page: Page, heading: string]>;
  /** A mount given `apiBaseUrl: GIVEN_API`: its requests, answered by `arrange`, go there. */
  api: {
    page: Page;
    arrange: (http: MockAdapter) => void;
    /** What the user does before `shows` (plain DOM events: the tree lives outside act()). */
    use?: () => Promise<void>;
    shows: () => Promise<HTMLElement>;
    /** Exactly the GET requests the page sends, when the test should pin them. */
    gets?: string[];
  };
}

const requested = (requests: { baseURL?: string; url?: string }[]) =>
  requests.map((request) => `${request.baseURL ?? ''}${request.url ?? ''}`);

/**
 * The tests every remote's lifecycles pass: they run as a foreign host would call them
 * (outside React's act()), mount into the given element, start at the asked page, send their
 * calls to the given API and leave the element empty when unmounted.
 */
export function describeMountContract<Page extends string>(
  lifecycles: RemoteLifecycles<Page>,
  { signedIn = false, mounts, startsAt = [], api }: MountContract<Page>,
) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const defaultApiBaseUrl = getRuntimeConfig().apiBaseUrl;
  const http = mockApiPerTest({ signedIn });
  // A whole remote boots here (router, kit, first page): 12-14 s each under a load average of
  // 14, against jest's 15 s. Time enough, not a looser assertion.
  const MOUNT_TIMEOUT_MS = 45_000;
  let domElement: HTMLElement;

  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    domElement = document.body.appendChild(document.createElement('div'));
  });

  afterEach(() => {
    domElement.remove();
    configureRuntime({ apiBaseUrl: defaultApiBaseUrl });
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  async function mountPage(page: Page, apiBaseUrl?: string) {
    const props: RemoteMountProps<Page> = { name: `mount-${page}`, domElement, page, apiBaseUrl };
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    return props;
  }

  it(
    `mounts ${mounts.title} into the given element and unmounts it`,
    async () => {
      mounts.arrange?.(http);
      const props = await mountPage(mounts.page);
      const [role, name] = mounts.landmark;

      expect(await screen.findByRole(role, { name })).toBeInTheDocument();
      for (const part of mounts.shows) expect(domElement).toContainElement(await part());

      await lifecycles.unmount(props);
      expect(screen.queryByRole(role, { name })).not.toBeInTheDocument();
      expect(screen.queryByText(name)).not.toBeInTheDocument();
      expect(domElement).toBeEmptyDOMElement();
    },
    MOUNT_TIMEOUT_MS,
  );

  if (startsAt.length > 0)
    it.each(startsAt)(
      'starts at the %s page',
      async (page, heading) => {
        const props = await mountPage(page);

        expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();

        await lifecycles.unmount(props);
      },
      MOUNT_TIMEOUT_MS,
    );

  it(
    `starts at the ${api.page} page and sends its calls to the given API`,
    async () => {
      api.arrange(http);
      const props = await mountPage(api.page, GIVEN_API);
      await api.use?.();

      expect(await api.shows()).toBeInTheDocument();
      expect(getRuntimeConfig().apiBaseUrl).toBe(GIVEN_API);
      const sent = requested(http.history);
      expect(sent.length).toBeGreaterThan(0);
      for (const url of sent) expect(url.startsWith(`${GIVEN_API}/`)).toBe(true);
      if (api.gets) await waitFor(() => expect(requested(http.history.get)).toEqual(api.gets));

      await lifecycles.unmount(props);
    },
    MOUNT_TIMEOUT_MS,
  );
}
