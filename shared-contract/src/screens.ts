// Props the shell gives every remote screen: remotes never import the router.
import type { PathPrefix } from './routes';

export interface ScreenProps {
  /** Route parameters, e.g. { slug } on /response/{slug}. */
  params: Readonly<Record<string, string>>;
  /** The query string as a plain object (first value of each name). */
  query: Readonly<Record<string, string>>;
  /** '' or the /us, /uk prefix the visitor came in on. */
  prefix: PathPrefix;
}

export type SurveyScreenProps = ScreenProps;
export type LeadScreenProps = ScreenProps & { params: { slug: string } };
export type CheckoutScreenProps = ScreenProps & { params: { slug: string } };
export type ThankYouScreenProps = ScreenProps;
export type PaymentFailedScreenProps = ScreenProps;

/** Exposed modules of each remote, as `loadRemote` addresses them. */
export const REMOTE_SCREENS = {
  survey: { SurveyScreen: 'survey/SurveyScreen' },
  lead: { LeadScreen: 'lead/LeadScreen' },
  checkout: {
    CheckoutScreen: 'checkout/CheckoutScreen',
    ThankYouScreen: 'checkout/ThankYouScreen',
    PaymentFailedScreen: 'checkout/PaymentFailedScreen',
  },
} as const;

export type RemoteName = keyof typeof REMOTE_SCREENS;
export const REMOTE_NAMES = Object.keys(REMOTE_SCREENS) as RemoteName[];
