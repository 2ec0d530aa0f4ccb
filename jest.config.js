/** Two projects: the console (jsdom) and the sandbox (node). Playwright owns tests/e2e. */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } }];

// The default 5 s per test is too tight beside a second run on 2 busy cores: a slow render or a sandbox boot then
// fails a correct test. Waits inside tests are on events, so a longer budget only matters when something hangs.
const testTimeout = 60_000;

module.exports = {
  testTimeout,
  projects: [
    {
      displayName: 'console',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/unit', '<rootDir>/tests/components'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupTests.ts'],
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/tests/support/fileStub.js' },
    },
    {
      displayName: 'sandbox',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/sandbox'],
      // typebox (the contracts' schemas, src/contracts) ships ES modules only: it is compiled like our own code.
      transform: { '^.+\\.m?(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
    },
  ],
};
