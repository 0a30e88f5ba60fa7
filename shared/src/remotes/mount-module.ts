/** What a host that is not the portal passes to a remote's single-spa lifecycles. */
export interface MountProps<Page extends string> {
  name: string;
  domElement: HTMLElement;
  /** Which of the remote's pages to show. */
  page: Page;
  /** Where the API lives; the runtime's default when left out. */
  apiBaseUrl?: string;
}

export type Lifecycle<Page extends string> = (props: MountProps<Page>) => Promise<unknown>;

/** The `./mount` module every remote exposes: single-spa lifecycles showing one of `Page`. */
export interface MountModule<Page extends string> {
  bootstrap: Lifecycle<Page>;
  mount: Lifecycle<Page>;
  unmount: Lifecycle<Page>;
}
