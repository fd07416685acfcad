import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { emit, flxStore } from '@flx/shared-contract';
import { useContractNavigation } from './useContractNavigation';

function Probe() {
  useContractNavigation();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const addressOf = (router: ReturnType<typeof renderAt>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('events from the remotes become navigation', () => {
  it('opens the lead form for a stored survey, keeping the /us prefix', () => {
    const router = renderAt('/us?lan=hn');
    act(() => emit('survey/submitted', { hash: 'h1', formId: 'plot-survey-v1', responseId: 'r1' }));
    expect(addressOf(router)).toBe('/us/response/h1?Fx=plot-survey-v1&Rx=r1');
  });

  it('opens the checkout after verification with isd and mobile, and remembers the lead', () => {
    const router = renderAt('/uk/response/h1?Fx=f1&Rx=r1&lan=tel');
    act(() => emit('lead/verified', { slug: 'h1', query: { Fx: 'f1', Rx: 'r1', lan: 'tel' }, isd: '44', mobile: '7700900123' }));
    expect(addressOf(router)).toBe('/uk/response/checkout/h1?Fx=f1&Rx=r1&lan=tel&isd=44&mobile=7700900123');
    expect(flxStore.getState().lead).toEqual({ responseId: 'r1', isd: '44', mobile: '7700900123' });
  });

  it('goes where a remote asks, replacing the entry when told to', () => {
    const router = renderAt('/thank-you?moid=m1');
    act(() => emit('navigation/requested', { to: '/', replace: true }));
    expect(addressOf(router)).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stops listening when the shell unmounts', () => {
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/survey-form'] });
    const { unmount } = render(<RouterProvider router={router} />);
    unmount();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    emit('navigation/requested', { to: '/privacy_policy' });
    expect(warn).toHaveBeenCalledWith('[flx] event "navigation/requested" has no listener');
    expect(addressOf(router)).toBe('/survey-form');
  });
});
