// One jest run for every workspace: browser code in jsdom, the API in node.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const browserWorkspaces = ['shell', 'mfe-survey', 'mfe-lead', 'mfe-checkout', 'shared-contract', 'shared-i18n'];

module.exports = {
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api', '<rootDir>/floorplan'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      testTimeout: 30000,
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/scripts/jest/jsdom-env.js',
      roots: browserWorkspaces.map((w) => `<rootDir>/${w}`),
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: { '\\.css$': '<rootDir>/scripts/jest/style-stub.js' },
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-web.js'],
      // Values the Rspack builds define (scripts/rspack/*).
      globals: { FLX_REMOTE_VERSION: 'test', FLX_DEV_REMOTES: null, FLX_FIREBASE_CONFIG: null },
    },
  ],
};
