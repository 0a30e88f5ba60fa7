/**
 * The host provides every shared UI kit, including `@portal/shared/antd-data`, which only
 * remotes' pages use: webpack provides a shared module only from an app that imports it (the
 * nav kit comes with the lazily loaded dashboard shell), and a kit served by a remote would
 * bring its own copy of antd's internals (a second ConfigProvider context, a second style
 * cache). The host's registrations ('loaded-first') are never replaced by a remote's, so
 * importing this file is enough; nothing calls the loader, so the kit is fetched only when a
 * page asks for it. e2e/tests/federation.spec.ts checks that no remote's own copy is ever
 * downloaded.
 */
export const loadDataKit = () => import('@portal/shared/antd-data');
