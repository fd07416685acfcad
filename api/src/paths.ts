// Locations on disk that do not depend on configuration: the api package and the repository root.
import { join, resolve } from 'node:path';

// This file compiles to api/dist/paths.js and runs from api/src/paths.ts under jest, so one level up is the package either way.
export const PACKAGE_ROOT = resolve(__dirname, '..');
export const REPO_ROOT = resolve(PACKAGE_ROOT, '..');
// Migrations ship as SQL beside dist/, not inside it, so tsc never has to copy them.
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'migrations');
// Seed data (questionnaire, countries, prices) and the API's own images ship the same way, as files beside dist/.
export const SEED_DIR = join(PACKAGE_ROOT, 'seed');
export const MEDIA_DIR = join(PACKAGE_ROOT, 'public');
