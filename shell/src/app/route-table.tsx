// The whole route table of spec section 2, each route rendered by the screen that owns it.
import { lazy, Suspense } from 'react';
import { matchPath, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { pathPrefixOf, REMOTE_SCREENS, type RemoteName } from '@flx/shared-contract';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { UnexpectedError } from '../pages/UnexpectedError';
import { ShellLayout } from './ShellLayout';

const PrivacyPolicy = lazy(() => import('../pages/PrivacyPolicy'));

/** Hands route params, query and prefix to a remote screen as plain typed props. */
function Remote({ remote, id }: { remote: RemoteName; id: string }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const query = Object.fromEntries(new URLSearchParams(search));
  const cleanParams = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  return <RemoteScreen remote={remote} id={id} params={cleanParams} query={query} prefix={pathPrefixOf(pathname)} />;
}

const PREFIXES = ['', '/us', '/uk'] as const;

/** A route a remote's screen owns. */
export interface ScreenRoute {
  path: string;
  remote: RemoteName;
  /** `remote/ExposedName`, as in REMOTE_SCREENS. */
  id: string;
  /** Whether the screen starts from the country details (the lead form's dial code, the checkout's currency and banners). */
  needsCountryDetails: boolean;
}

const screen = (path: string, remote: RemoteName, id: string, needsCountryDetails = false): ScreenRoute => ({ path, remote, id, needsCountryDetails });

/** Every route a remote's screen owns, as data: the table renders them, and bootstrap loads the first screen early. */
const SCREEN_ROUTES: ScreenRoute[] = [
  ...['/', '/survey-form', '/us', '/uk'].map((path) => screen(path, 'survey', REMOTE_SCREENS.survey.SurveyScreen)),
  ...PREFIXES.flatMap((prefix) => [
    screen(`${prefix}/thank-you`, 'checkout', REMOTE_SCREENS.checkout.ThankYouScreen),
    screen(`${prefix}/response/:slug`, 'lead', REMOTE_SCREENS.lead.LeadScreen, true),
    screen(`${prefix}/response/checkout/:slug`, 'checkout', REMOTE_SCREENS.checkout.CheckoutScreen, true),
  ]),
  screen('/payment-failure', 'checkout', REMOTE_SCREENS.checkout.PaymentFailedScreen),
];

/** The remote screen a path opens, or null (the shell's own pages, an unknown path). */
export function screenAt(pathname: string): ScreenRoute | null {
  return SCREEN_ROUTES.find((route) => matchPath(route.path, pathname)) ?? null;
}

export const routeTable: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <UnexpectedError standalone />,
    children: [
      ...SCREEN_ROUTES.map(({ path, remote, id }) => ({ path, element: <Remote remote={remote} id={id} /> })),
      {
        path: '/privacy_policy',
        element: (
          <Suspense fallback={<div data-screen-loading="" />}>
            <PrivacyPolicy />
          </Suspense>
        ),
      },
      { path: '*', element: <UnexpectedError /> },
    ],
  },
];
