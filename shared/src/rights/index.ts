export { can, useCan } from './rights';
