// The frame around every route: language and navigation wiring, the page, the footer.
import { Outlet } from 'react-router-dom';
import { useLanguageSync } from '../language/useLanguageSync';
import { useContractNavigation } from '../navigation/useContractNavigation';
import { Footer } from '../layout/Footer';

export function ShellLayout() {
  useLanguageSync();
  useContractNavigation();
  return (
    <>
      <main className="flx-main" id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
