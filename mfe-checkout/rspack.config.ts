import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '../scripts/rspack/remote';

export default defineConfig((env, argv) =>
  remoteConfig(argv.mode === 'development' ? 'development' : 'production', {
    name: 'checkout',
    context: import.meta.dirname,
    exposes: {
      './CheckoutScreen': './src/CheckoutScreen.tsx',
      './ThankYouScreen': './src/ThankYouScreen.tsx',
      './PaymentFailedScreen': './src/PaymentFailedScreen.tsx',
    },
  }),
);
