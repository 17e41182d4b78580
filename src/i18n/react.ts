import { useStore } from '@nanostores/react';
import { $localeVersion, isRTL } from './translate';

/**
 * Re-renders the component whenever translations change, and says which way text runs.
 * A component that only calls `__()` can call this hook to stay in step with the language.
 */
export function useLocale(): { isRTL: boolean; version: number } {
  const version = useStore($localeVersion);
  return { isRTL: isRTL(), version };
}
