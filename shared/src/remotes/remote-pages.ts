import type { RemoteName } from '../config';
import type { ExposedModules } from './exposed-modules';
import type { NoProps, PageModule } from './page-module';
import type { PrefetchModule } from './prefetch-module';

/**
 * The pages of remote `R` as the host's `loadRemote('R/Name')` names them (no `./`), whose
 * props `Given` satisfies. Distributes over a union of remotes.
 */
export type ExposedPageName<
  R extends RemoteName,
  Given extends object = NoProps,
> = R extends RemoteName
  ? {
      [Key in keyof ExposedModules[R]]: Key extends `./${infer Name}`
        ? ExposedModules[R][Key] extends PageModule<infer Props>
          ? Given extends Props
            ? Name
            : never
          : never
        : never;
    }[keyof ExposedModules[R]]
  : never;

/**
 * A page by its remote and module, the module one that remote exposes:
 * `{ remote: 'remote_auth', module: 'LoginPage' }`.
 */
export type RemotePageRef<Given extends object = NoProps> = {
  [R in RemoteName]: { remote: R; module: ExposedPageName<R, Given> };
}[RemoteName];

/** The prefetch modules of remote `R` (`DashboardPrefetch`), as `loadRemote('R/Name')` names them. */
export type ExposedPrefetchName<R extends RemoteName> = R extends RemoteName
  ? {
      [Key in keyof ExposedModules[R]]: Key extends `./${infer Name}`
        ? ExposedModules[R][Key] extends PrefetchModule
          ? Name
          : never
        : never;
    }[keyof ExposedModules[R]]
  : never;

/** A page and, where its remote exposes one, the module that starts the page's first data. */
export type PrefetchedPageRef<Given extends object = NoProps> = {
  [R in RemoteName]: {
    remote: R;
    module: ExposedPageName<R, Given>;
    prefetch?: ExposedPrefetchName<R>;
  };
}[RemoteName];

/**
 * What a remote's `src/exposes.ts` declares: for each exposed key, a loader of the module it
 * points at. `satisfies RemoteExposes<'remote_x'>` on that object literal fails on a key
 * missing or extra, and on a module whose exports do not match the contract.
 */
export type RemoteExposes<R extends RemoteName> = {
  [Key in keyof ExposedModules[R]]: () => Promise<ExposedModules[R][Key]>;
};
