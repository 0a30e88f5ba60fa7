module.exports = {
  ...require('@portal/build-config/jest-preset'),
  // Role queries over antd's DOM are slow in jsdom; a test that renders the whole dashboard
  // and fills a form gets a minute on a busy machine.
  testTimeout: 60_000,
};
