// jsdom plus the fetch-era globals Node has and jsdom lacks (Request, Response, Headers,
// AbortController's friends): react-router's data routers build a Request per navigation.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = ['Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'structuredClone'];

class PortalJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (this.global[name] === undefined && globalThis[name] !== undefined) {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = PortalJsdomEnvironment;
