/** Where the page about to show is: the URL's query, in the format of the remote that owns it. */
export interface PagePlace {
  search: string;
}

/**
 * An exposed module that starts a page's first data while the page's code still loads. The
 * remote owns its API, its query keys and its URL's format; the host passes the place only.
 */
export interface PrefetchModule {
  /** Starts the page's first loads into the shared query cache; never throws. */
  prefetch(place: PagePlace): void;
}
