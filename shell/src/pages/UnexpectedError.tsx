// The fallback for unknown routes and router failures, with the spec's generic heading.
import { useRouteError } from 'react-router-dom';
import { useTranslation } from '@flx/shared-i18n';
import { ShellPageHeader } from '../layout/ShellPageHeader';
import { Footer } from '../layout/Footer';

export function UnexpectedError({ withFooter = false }: { withFooter?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <>
      <ShellPageHeader />
      <main className="flx-main">
        <section className="flx-card" data-screen="unexpected-error">
          <h1>{t('shell.unexpectedError')}</h1>
          <p>{t('shell.notFound.body')}</p>
          <a className="flx-button" href="/">
            {t('shell.notFound.home')}
          </a>
        </section>
      </main>
      {withFooter && <Footer />}
    </>
  );
}
