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

// Jest on Node 20 cannot require() ES modules, so these are compiled to CommonJS for the api project: typebox,
// content-disposition and cookie ship ESM only; PGlite's CJS build loads its WASM through import().
const apiEsmPackages = ['typebox', 'content-disposition', 'cookie', '@electric-sql/pglite'];
const swcJs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

// Swiper ships ESM only; compiled to CommonJS for jsdom tests.
const webEsmPackages = ['swiper'];

const browserWorkspaces = ['shell', 'mfe-survey', 'mfe-lead', 'mfe-checkout', 'shared-contract', 'shared-i18n'];

module.exports = {
  // Global only: jest-circus ignores testTimeout inside a project entry.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api', '<rootDir>/floorplan', '<rootDir>/shared-contract', '<rootDir>/scripts'],
      // shared-contract's contract tests run the browser client against the real API, in node; the build scripts' own tests run here too.
      testMatch: [
        '<rootDir>/api/**/*.test.ts',
        '<rootDir>/floorplan/**/*.test.ts',
        '<rootDir>/shared-contract/**/*.contract.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
      transform: {
        '^.+\\.ts$': swc(false),
        [`/node_modules/(?:${apiEsmPackages.join('|')})/.+\\.[mc]?js$`]: swcJs,
      },
      transformIgnorePatterns: [`/node_modules/(?!(?:${apiEsmPackages.join('|')})/)`],
      // The engine's package points Node at its build (dist/); tests run its source.
      moduleNameMapper: { '^@flx/floorplan$': '<rootDir>/floorplan/src/index.ts' },
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/scripts/jest/jsdom-env.js',
      roots: browserWorkspaces.map((w) => `<rootDir>/${w}`),
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '\\.contract\\.test\\.ts$'],
      transform: {
        '^.+\\.tsx?$': swc(true),
        [`/node_modules/(?:${webEsmPackages.join('|')})/.+\\.m?js$`]: swcJs,
      },
      transformIgnorePatterns: [`/node_modules/(?!(?:${webEsmPackages.join('|')})/)`],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/scripts/jest/style-stub.js',
        '^swiper/css': '<rootDir>/scripts/jest/style-stub.js',
        '\\.(svg|png|jpe?g|webp)$': '<rootDir>/scripts/jest/file-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-web.js'],
      // Values the Rspack builds define (scripts/rspack/*).
      globals: {
        FLX_REMOTE_VERSION: 'test',
        FLX_DEV_REMOTES: null,
        FLX_FIREBASE_CONFIG: null,
        FLX_PAYMENT_URL: '/pay',
        FLX_CONTACT_EMAIL: 'support@floorplanner.example',
        FLX_SOCIAL_LINKS: [],
        FLX_PRESS_MENTIONS: [],
      },
    },
  ],
};
