// Public surface of the shared i18n package; one entry so Module Federation shares one instance.
export * from './languages';
export * from './i18n';
export * from './format';
export * from './document-language';
export { useTranslation, Trans } from 'react-i18next';
export * from './LanguageSelect';
