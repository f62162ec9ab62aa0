/** @jest-config-loader esbuild-register */
// One jest run over every package: jsdom for the React packages, node for the API host.
import type { Config } from 'jest';

const swc: Config['transform'] = {
  '^.+\\.(m?j|t)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = {
  transform: swc,
  testTimeout: 90_000,
  moduleNameMapper: {
    '^@agency/shared/schemas$': '<rootDir>/shared/src/contract/schemas/index.ts',
    '^@agency/shared/(.*)$': '<rootDir>/shared/src/$1',
    '\\.(css)$': '<rootDir>/shared/src/testing/style-stub.ts',
    '\\.(png|jpe?g|gif|webp|avif|svg|woff2?)$': '<rootDir>/shared/src/testing/file-stub.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ESM-only dependencies (of msw, altcha) are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(altcha|altcha-lib|until-async|rettime|@open-draft)/).+\\.(c?js|json)$'],
};

const domProject = (name: string): Config => ({
  ...common,
  displayName: name,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: [`<rootDir>/${name}/src/**/__tests__/**/*.test.ts?(x)`],
  setupFilesAfterEnv: ['<rootDir>/shared/src/testing/setup-dom.ts'],
});

const config: Config = {
  // Screens are driven as a user drives them; on a busy two-core machine (npm test runs two jest
  // workers beside the PostgreSQL pass) one test can take tens of seconds without anything being
  // wrong, so a test fails on its assertions, not on the clock. One limit for every file.
  testTimeout: 90_000,
  projects: [
    domProject('shared'),
    domProject('shell'),
    domProject('mf-public'),
    domProject('mf-admin-content'),
    domProject('mf-admin-people'),
    {
      ...common,
      displayName: 'shell-server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/shell/server/**/__tests__/**/*.test.ts'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '^@agency/api$': '<rootDir>/api/src/app.ts',
        // The server renderer renders the public remote's pages from source in tests.
        '^@agency/mf-public/(.*)$': '<rootDir>/mf-public/src/$1',
      },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/**/__tests__/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'webpack',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/webpack/__tests__/*.test.ts'],
    },
    {
      ...common,
      displayName: 'lint',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/.lint/__tests__/*.test.ts'],
    },
  ],
};

export default config;
