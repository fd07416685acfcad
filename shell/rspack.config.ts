import { defineConfig } from '@rspack/cli';
import { hostConfig } from '../scripts/rspack/host';

export default defineConfig((env, argv) => hostConfig(argv.mode === 'development' ? 'development' : 'production', import.meta.dirname));
