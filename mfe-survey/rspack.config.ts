import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '../scripts/rspack/remote';

export default defineConfig((env, argv) =>
  remoteConfig(argv.mode === 'development' ? 'development' : 'production', {
    name: 'survey',
    context: import.meta.dirname,
    exposes: { './SurveyScreen': './src/SurveyScreen.tsx' },
  }),
);
