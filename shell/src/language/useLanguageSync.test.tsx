import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { flxStore } from '@flx/shared-contract';
import { initTestI18n } from '@flx/shared-i18n/src/testing';
import { LANGUAGE_STORAGE_KEY } from './initial-language';
import { useLanguageSync } from './useLanguageSync';

beforeAll(initTestI18n);
afterEach(() => act(() => flxStore.getState().setLanguage('en')));

function Probe() {
  useLanguageSync();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLanguageSync', () => {
  it('follows the lan query of the address, and keeps the address as it is', () => {
    const router = renderAt('/response/h1?Rx=r1&lan=tel');
    expect(flxStore.getState().language).toBe('te');
    expect(router.state.location.search).toBe('?Rx=r1&lan=tel');
    expect(document.documentElement.lang).toBe('te');
  });

  it('rewrites lan when the visitor picks another language, so a reload keeps the choice', () => {
    const router = renderAt('/response/checkout/h1?Rx=r1&lan=hn&isd=91');
    act(() => flxStore.getState().setLanguage('ar'));
    expect(router.state.location.pathname).toBe('/response/checkout/h1');
    expect(router.state.location.search).toBe('?Rx=r1&lan=arabic&isd=91');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });

  it('adds no lan to an address without one', () => {
    const router = renderAt('/thank-you?moid=m1');
    act(() => flxStore.getState().setLanguage('bn'));
    expect(router.state.location.search).toBe('?moid=m1');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
  });
});
