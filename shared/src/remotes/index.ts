// The contract between the host and the remotes: which modules each remote exposes and their
// types. Types only, so it adds no byte to any bundle.
export type { ExposedModules } from './exposed-modules';
export type { Lifecycle, MountModule, MountProps } from './mount-module';
export type { NoProps, PageModule } from './page-module';
export type { PagePlace, PrefetchModule } from './prefetch-module';
export type {
  ExposedPageName,
  ExposedPrefetchName,
  PrefetchedPageRef,
  RemotePageRef,
  RemoteExposes,
} from './remote-pages';
