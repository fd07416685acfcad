// Lead step 2: the one-time password, with a way back to the details and to a new code.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@flx/shared-i18n';

interface OtpFormProps {
  /** Non +91 visitors get the code by email and WhatsApp too. */
  sentByEmailAndWhatsApp: boolean;
  /** On /us and /uk addresses the spec adds a red note. */
  showRegionNote: boolean;
  destination: string;
  verifying: boolean;
  resendAfterSeconds: number;
  onBack: () => void;
  onVerify: (otp: string) => void;
  onResend: () => void;
}

export function OtpForm(props: OtpFormProps) {
  const { sentByEmailAndWhatsApp, showRegionNote, destination, verifying, resendAfterSeconds, onBack, onVerify, onResend } = props;
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [wait, setWait] = useState(resendAfterSeconds);
  const input = useRef<HTMLInputElement>(null);
  // A number or address reads left to right inside Arabic or Pashto text, and stays in one piece.
  const isolated = `\u2066${destination}\u2069`;

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    setWait(resendAfterSeconds);
    const timer = setInterval(() => setWait((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [resendAfterSeconds]);

  return (
    <form
      className="flx-card lead-otp"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (otp.trim() && !verifying) onVerify(otp.trim());
      }}
    >
      <button type="button" className="lead-back" onClick={onBack} aria-label={t('lead.otp.back')}>
        <span aria-hidden="true" className="lead-back__arrow">
          ←
        </span>
      </button>
      <h1>{t('lead.otp.heading')}</h1>
      <p className="lead-muted">
        {t(sentByEmailAndWhatsApp ? 'lead.otp.sentEverywhere' : 'lead.otp.sentSms', { destination: isolated })}
      </p>
      {showRegionNote && <p className="lead-region-note">{t('login form msg')}</p>}
      <label className="lead-field">
        <span>{t('lead.otp.label')}</span>
        <input
          ref={input}
          name="otp"
          className="lead-otp__input"
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          maxLength={10}
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
        />
      </label>
      <button type="submit" className="flx-button lead-submit" disabled={!otp.trim() || verifying} aria-busy={verifying}>
        {verifying ? t('lead.otp.verifying') : t('lead.otp.verify')}
      </button>
      <p className="lead-resend">
        {wait > 0 ? (
          t('lead.otp.resendIn', { seconds: wait })
        ) : (
          <button type="button" className="lead-link" onClick={onResend}>
            {t('lead.otp.resend')}
          </button>
        )}
      </p>
    </form>
  );
}
