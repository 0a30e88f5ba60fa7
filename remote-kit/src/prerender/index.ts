// Build-time only: a remote's prerender bundle (tooling/build-config/prerender.js) imports
// this to render its pages in Node. Never imported by browser code: it brings react-dom/server.
export {
  prerenderPages,
  type PrerenderedPage,
  type PrerenderPage,
  type RemotePrerender,
} from './prerender-pages';
