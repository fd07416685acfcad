// Exposed `lead/LeadScreen` on /response/{slug}: the progress loader, the details form and
// the one-time password, then the hand-over to the checkout.
import * as React from 'react';
import { reportSingletons, useFlxStore, type LeadScreenProps } from '@flx/shared-contract';
import { ProgressLoader } from './features/loader/ProgressLoader';
import { DetailsForm } from './features/details/DetailsForm';
import { emailRequired } from './features/details/rules';
import { OtpForm } from './features/otp/OtpForm';
import { ErrorNotice } from './features/session/ErrorNotice';
import { useCountryDefaults } from './features/session/useCountryDefaults';
import { useLeadFlow } from './features/session/useLeadFlow';
import { useReturnToCheckout } from './features/session/useReturnToCheckout';
import './lead.css';

reportSingletons('lead', React);

export default function LeadScreen(props: LeadScreenProps) {
  useReturnToCheckout();
  const language = useFlxStore((s) => s.language);
  const defaultDialCode = useCountryDefaults();
  const flow = useLeadFlow(props, defaultDialCode);
  const { details } = flow;

  return (
    <div className="lead" data-screen="lead" data-version={FLX_REMOTE_VERSION} data-slug={props.params.slug} data-step={flow.step}>
      {flow.error && <ErrorNotice message={flow.error} onDismiss={flow.dismissError} />}
      {flow.step === 0 && <ProgressLoader onDone={flow.loaderDone} />}
      {flow.step === 1 && (
        <DetailsForm
          details={details}
          defaultDialCode={defaultDialCode}
          language={language}
          sending={flow.busy}
          onChange={flow.changeDetails}
          onSubmit={() => void flow.send()}
        />
      )}
      {flow.step === 2 && (
        <OtpForm
          sentByEmailAndWhatsApp={emailRequired(details.dialCode)}
          showRegionNote={props.prefix !== ''}
          destination={emailRequired(details.dialCode) ? details.email : `${details.dialCode}\u00a0${details.mobile.replace(/\D/g, '')}`}
          verifying={flow.busy}
          resendAfterSeconds={flow.resendAfter}
          onBack={flow.backToDetails}
          onVerify={(otp) => void flow.verify(otp)}
          onResend={() => void flow.send()}
        />
      )}
    </div>
  );
}
