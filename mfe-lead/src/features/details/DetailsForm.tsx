// Lead step 1: full name, email (only when the dial code is not +91), dial code and mobile.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@flx/shared-i18n';
import { defaultEntryKey, entryKey, loadDialCodes } from './dial-codes';
import { canSubmit, emailRequired, visibleDialCodes, type DialCodeEntry, type LeadDetails } from './rules';

interface DetailsFormProps {
  details: LeadDetails;
  /** The visitor's country default (+91 unless country details say otherwise). */
  defaultDialCode: string;
  language: string;
  sending: boolean;
  onChange: (details: LeadDetails) => void;
  onSubmit: () => void;
}

export function DetailsForm({ details, defaultDialCode, language, sending, onChange, onSubmit }: DetailsFormProps) {
  const { t } = useTranslation();
  const [allCodes, setAllCodes] = useState<DialCodeEntry[]>([]);
  const [selectedKey, setSelectedKey] = useState<string>();

  useEffect(() => {
    let live = true;
    loadDialCodes(language).then((codes) => live && setAllCodes(codes), (error: unknown) => console.error(error));
    return () => {
      live = false;
    };
  }, [language]);

  const codes = useMemo(() => visibleDialCodes(allCodes, defaultDialCode), [allCodes, defaultDialCode]);
  const currentKey = selectedKey ?? defaultEntryKey(codes, details.dialCode) ?? '';
  const needsEmail = emailRequired(details.dialCode);
  const set = (patch: Partial<LeadDetails>) => onChange({ ...details, ...patch });

  return (
    <form
      className="flx-card lead-details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit(details) && !sending) onSubmit();
      }}
    >
      <h1>{t('lead.details.heading')}</h1>
      <p className="lead-muted">{t('lead.details.intro')}</p>
      <label className="lead-field">
        <span>{t('lead.details.name')}</span>
        <input name="name" autoComplete="name" required value={details.name} onChange={(e) => set({ name: e.target.value })} />
      </label>
      {needsEmail && (
        <label className="lead-field">
          <span>{t('lead.details.email')}</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            value={details.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </label>
      )}
      <div className="lead-field">
        <span id="lead-mobile-label">{t('lead.details.mobile')}</span>
        <div className="lead-phone" dir="ltr">
          <select
            aria-label={t('lead.details.dialCode')}
            value={currentKey}
            onChange={(e) => {
              const entry = codes.find((c) => entryKey(c) === e.target.value);
              if (!entry) return;
              setSelectedKey(e.target.value);
              set({ dialCode: entry.dialCode });
            }}
          >
            {codes.length === 0 && <option value="">{details.dialCode}</option>}
            {codes.map((c) => (
              <option key={entryKey(c)} value={entryKey(c)}>
                {`${c.flag} ${c.name} (${c.dialCode})`}
              </option>
            ))}
          </select>
          <span className="lead-phone__code" aria-hidden="true">
            {details.dialCode}
          </span>
          <input
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-labelledby="lead-mobile-label"
            required
            value={details.mobile}
            onChange={(e) => set({ mobile: e.target.value.replace(/[^\d\s-]/g, '') })}
          />
        </div>
      </div>
      <button type="submit" className="flx-button lead-submit" disabled={!canSubmit(details) || sending} aria-busy={sending}>
        {sending ? t('lead.details.sending') : t('lead.details.submit')}
      </button>
      <p className="lead-consent">{t('lead.details.consent')}</p>
    </form>
  );
}
