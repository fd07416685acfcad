// The fallback for unknown routes and router failures, with the spec's generic heading.
import { useRouteError } from 'react-router-dom';
import { useTranslation } from '@flx/shared-i18n';
import { ShellPageHeader } from '../layout/ShellPageHeader';
import { Footer } from '../layout/Footer';

/**
 * `standalone`: drawn by the router in place of the whole layout (the layout itself failed), so
 * it brings its own main landmark and footer; otherwise it sits inside the layout's.
 */
export function UnexpectedError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  const page = (
    <>
      <ShellPageHeader />
      <section className="flx-card" data-screen="unexpected-error">
        <h1>{t('shell.unexpectedError')}</h1>
        <p>{t('shell.notFound.body')}</p>
        <a className="flx-button" href="/">
          {t('shell.notFound.home')}
        </a>
      </section>
    </>
  );
  if (!standalone) return page;
  return (
    <>
      <main className="flx-main">{page}</main>
      <Footer />
    </>
  );
}
