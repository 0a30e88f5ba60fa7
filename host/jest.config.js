// clearMocks: each test counts its own calls to the mocked federation runtime.
module.exports = { ...require('@portal/build-config/jest-preset'), clearMocks: true };
