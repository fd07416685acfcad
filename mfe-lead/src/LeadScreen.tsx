// Exposed `lead/LeadScreen` on /response/{slug}: progress loader, details and OTP. For now it
// only confirms which response it is for; the form comes with the lead issue.
import * as React from 'react';
import { reportSingletons, type LeadScreenProps } from '@flx/shared-contract';
import { useTranslation } from '@flx/shared-i18n';

reportSingletons('lead', React);

export default function LeadScreen({ params }: LeadScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="flx-card" data-screen="lead" data-version={FLX_REMOTE_VERSION} data-slug={params.slug}>
      <h1>{t('lead.heading')}</h1>
      <p>{t('lead.notYet')}</p>
    </section>
  );
}
