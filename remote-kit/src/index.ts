// What every remote needs besides the singleton: its providers, its single-spa lifecycles, its
// dev shell, the unsaved-changes guard and a few UI pieces. Imported as '@portal/remote-kit',
// so each remote bundles its own copy; it is not part of the federation singleton the host loads.
export { authorText } from './author-text';
export * from './icons';
export { useFocusHandoff } from './focus-handoff';
export { useOpenedOnce } from './opened-once';
export { ListEmpty } from './list-empty';
export { LoadingNotice } from './loading-notice';
export { logUnexpected } from './log-unexpected';
export { CONNECT_MODEL, NoModelNotice } from './no-model-notice';
export { PageHeading } from './page-heading';
export { RefusableButton, type RefusableButtonProps } from './refusable-button';
export { createRemoteLifecycles, type RemoteMountProps } from './remote-lifecycles';
export { RemoteProviders } from './remote-providers';
export { CARD_BODY_PADDING, SectionCard } from './section-card';
export { SectionHeading } from './section-heading';
export { RetryAlert } from './retry-alert';
export { renderStandaloneShell } from './standalone-shell';
export { useUrlSearch, type SearchChange } from './use-url-search';
export { whenText } from './when-text';
export * from './unsaved-changes';
