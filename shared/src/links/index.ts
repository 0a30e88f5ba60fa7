export { artifactLink, type ArtifactTarget } from './artifact-link';
