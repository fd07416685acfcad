// Turns the remotes' events into navigation: the shell alone knows the router.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { flxStore, on, pathPrefixOf, routes } from '@flx/shared-contract';

export function useContractNavigation(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const offs = [
      on('survey/submitted', ({ hash, formId, responseId }) => {
        navigate(routes.response(pathPrefixOf(location.pathname), hash, { Fx: formId, Rx: responseId }));
      }),
      on('lead/verified', ({ slug, query, isd, mobile }) => {
        const responseId = query.Rx ?? '';
        flxStore.getState().setLead({ responseId, isd, mobile });
        navigate(routes.checkout(pathPrefixOf(location.pathname), slug, { ...query, isd, mobile }));
      }),
      on('checkout/pay-requested', ({ url }) => {
        // The payment flow is a separate page on the same site or a gateway: a full load.
        location.assign(url);
      }),
      on('navigation/requested', ({ to, replace }) => {
        navigate(to, { replace });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [navigate]);
}
