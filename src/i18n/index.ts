export { useLocale } from './react';
export { sprintf } from './sprintf';
export {
  $localeVersion,
  __,
  _n,
  _nx,
  _x,
  isRTL,
  type JedLocaleData,
  type LocaleMessages,
  resetLocaleData,
  setLocaleData,
} from './translate';
