module.exports = { ...require('@portal/build-config/jest-preset') };
