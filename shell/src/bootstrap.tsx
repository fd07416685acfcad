// Mounts the shell: country from the host, language from the address or last visit, then the router.
import { StrictMode } from 'react';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { fetchCountryDetails, flxStore, reportSingletons } from '@flx/shared-contract';
import { applyDocumentLanguage, initI18n } from '@flx/shared-i18n';
import { loadScriptFont } from '@flx/shared-i18n/src/fonts';
import { deriveCountry } from './country/derive-country';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from './language/initial-language';
import { routeTable, screenAt } from './app/route-table';
import { initFirebase } from './firebase/init-firebase';
import { loadScreen } from './remotes/load-screen';
import { registerReleases } from './remotes/release-manifest';
import './styles/global.css';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const language = initialLanguage(location.search, storedLanguage());
const country = deriveCountry(location.hostname);
flxStore.setState({ country, language });
applyDocumentLanguage(language);
// Fetched alongside the translations, so the first screen is drawn in its script's font.
void loadScriptFont(language);
reportSingletons('shell', React);
// Asked for now, in parallel with the translations, so the first screen's remote starts sooner; and that
// screen itself, so its files come while the translations do (its route's request then joins this load; a
// failure is reported there, with its retry).
registerReleases(country).catch(() => undefined);
const firstScreen = screenAt(location.pathname);
if (firstScreen) loadScreen(country, firstScreen.remote, firstScreen.id).catch(() => undefined);
// The same for the country details the lead form and the checkout start from: the screen, asking while this is
// out, shares the request (a failure is the screen's to report when it asks).
if (firstScreen?.needsCountryDetails) {
  fetchCountryDetails(country).then((details) => flxStore.getState().setCountryDetails(details), () => undefined);
}
void initFirebase().catch((error: unknown) => console.error('Backend-as-a-service start failed', error));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const mount = root;

// Text renders once the language's translations are in, so no raw keys ever flash.
void initI18n(language)
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .finally(() =>
    createRoot(mount).render(
      <StrictMode>
        <RouterProvider router={createBrowserRouter(routeTable)} />
      </StrictMode>,
    ),
  );
