// Turns the remotes' events into navigation: the shell alone knows the router.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { flxStore, on, pathPrefixOf, routes } from '@flx/shared-contract';

export function useContractNavigation(): void {
  const navigate = useNavigate();
  // The router's address at the moment an event arrives (the listeners are subscribed once).
  const location = useLocation();
  const current = useRef(location.pathname);
  current.current = location.pathname;

  useEffect(() => {
    const prefix = () => pathPrefixOf(current.current);
    const offs = [
      on('survey/submitted', ({ hash, formId, responseId }) => {
        navigate(routes.response(prefix(), hash, { Fx: formId, Rx: responseId }));
      }),
      on('lead/verified', ({ slug, query, isd, mobile }) => {
        const responseId = query.Rx ?? '';
        flxStore.getState().setLead({ responseId, isd, mobile });
        navigate(routes.checkout(prefix(), slug, { ...query, isd, mobile }));
      }),
      on('checkout/pay-requested', ({ url }) => {
        // The payment flow is a separate page on the same site or a gateway: a full load.
        window.location.assign(url);
      }),
      on('navigation/requested', ({ to, replace }) => {
        navigate(to, { replace });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [navigate]);
}
