// The remotes' test kit, imported by tests and testing/ helpers only (ESLint keeps it out of
// product code): the host's frame around a page, the lifecycles' contract, the per-test API fake,
// filling a field and reading a request's body, the window's width.
export { bodyOf, fill } from './fill';
export { describeMountContract, GIVEN_API, type MountContract } from './mount-contract';
export { mockApiPerTest } from '@portal/shared/testing';
export { renderRoute } from './render-route';
export { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from './viewport';
