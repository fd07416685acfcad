// A failure the visitor must read, in the spec's words, that they can dismiss.
import { useTranslation } from '@flx/shared-i18n';
import type { Message } from './error-messages';

export function ErrorNotice({ message, onDismiss }: { message: Message; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="lead-error" role="alert">
      <p>{message.text ?? t(message.key, message.values ?? {})}</p>
      <button type="button" className="lead-error__close" onClick={onDismiss} aria-label={t('lead.errors.dismiss')}>
        ×
      </button>
    </div>
  );
}
