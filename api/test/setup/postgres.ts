// Chosen per jest project (jest.config.js); read by test/helpers/database.ts.
process.env.TEST_DIALECT = 'postgres';
