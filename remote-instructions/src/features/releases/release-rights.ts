/**
 * What the signed-in user may do with releases, read once by the page (issue 35): `change`
 * (editors and up) asks for a release, comments and runs the test cases; `release`
 * (releasers and admins) approves, sends back, releases and rolls back.
 */
export interface ReleaseRights {
  change: boolean;
  release: boolean;
}
