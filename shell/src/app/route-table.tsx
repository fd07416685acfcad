// The whole route table of spec section 2, each route rendered by the screen that owns it.
import { lazy, Suspense } from 'react';
import { useLocation, useParams, type RouteObject } from 'react-router-dom';
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

const survey = <Remote remote="survey" id={REMOTE_SCREENS.survey.SurveyScreen} />;
const lead = <Remote remote="lead" id={REMOTE_SCREENS.lead.LeadScreen} />;
const checkout = <Remote remote="checkout" id={REMOTE_SCREENS.checkout.CheckoutScreen} />;
const thankYou = <Remote remote="checkout" id={REMOTE_SCREENS.checkout.ThankYouScreen} />;
const paymentFailed = <Remote remote="checkout" id={REMOTE_SCREENS.checkout.PaymentFailedScreen} />;

export const routeTable: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <UnexpectedError standalone />,
    children: [
      { path: '/', element: survey },
      { path: '/survey-form', element: survey },
      { path: '/us', element: survey },
      { path: '/uk', element: survey },
      ...PREFIXES.flatMap((prefix) => [
        { path: `${prefix}/thank-you`, element: thankYou },
        { path: `${prefix}/response/:slug`, element: lead },
        { path: `${prefix}/response/checkout/:slug`, element: checkout },
      ]),
      {
        path: '/privacy_policy',
        element: (
          <Suspense fallback={<div data-screen-loading="" />}>
            <PrivacyPolicy />
          </Suspense>
        ),
      },
      { path: '/payment-failure', element: paymentFailed },
      { path: '*', element: <UnexpectedError /> },
    ],
  },
];
