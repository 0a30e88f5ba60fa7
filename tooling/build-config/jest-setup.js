// DOM pieces jsdom lacks and antd expects (responsive grid, virtual lists, tooltips).
require('@testing-library/jest-dom');

// jsdom has no TextEncoder/TextDecoder; browsers and Node do.
if (!globalThis.TextDecoder) {
  const { TextDecoder, TextEncoder } = require('node:util');
  Object.assign(globalThis, { TextDecoder, TextEncoder });
}

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom throws "Not implemented" when antd measures scrollbars through pseudo elements.
const getComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element) => getComputedStyle(element);

afterEach(() => {
  window.localStorage.clear();
});
