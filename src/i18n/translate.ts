import Tannin from 'tannin';
import { atom } from 'nanostores';

/** The messages of one text domain: `''` holds the metadata, every other key a translation. */
export interface LocaleMessages {
  ''?: { domain?: string; lang?: string; plural_forms?: string };
  [source: string]: unknown;
}

/** WordPress's JSON translation file (Jed 1.x), e.g. what `wp i18n make-json` writes. */
export interface JedLocaleData {
  domain?: string;
  locale_data: Record<string, LocaleMessages>;
}

type TanninData = ConstructorParameters<typeof Tannin>[0];
type Translation = [string, string];
type Messages = Record<string, Translation | { plural_forms?: string }>;

const DEFAULT_DOMAIN = 'default';
const ENGLISH_PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';
// Tannin joins a context and its source text with the EOT character, as gettext does.
const CONTEXT_DELIMITER = '\u0004';

let domains: Record<string, Messages> = {};
let tannin = new Tannin({});

/** Changes whenever translations change: subscribe to it to re-render translated text. */
export const $localeVersion = atom(0);

function isMessages(value: unknown): value is LocaleMessages {
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, entry]) => key === '' || Array.isArray(entry));
}

/** Finds the messages object in any of the shapes WordPress hands out. */
function messagesOf(data: JedLocaleData | LocaleMessages, domain: string): LocaleMessages {
  if ('locale_data' in data && data.locale_data && typeof data.locale_data === 'object') {
    const localeData = data.locale_data as Record<string, LocaleMessages>;
    const named = typeof data.domain === 'string' ? data.domain : domain;
    return localeData[named] ?? localeData[domain] ?? Object.values(localeData)[0] ?? {};
  }
  if (isMessages(data)) return data;
  // `locale_data` on its own: `{ "<domain>": messages }`.
  const byDomain = data as unknown as Record<string, LocaleMessages>;
  return byDomain[domain] ?? Object.values(byDomain).find(isMessages) ?? {};
}

function normalise(messages: LocaleMessages): Messages {
  const result: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    if (key === '') continue;
    if (typeof value === 'string') result[key] = [value, value];
    // Jed 1.x files from old tools start each entry with `null`; WordPress's do not.
    else if (Array.isArray(value)) {
      const forms = (value[0] === null ? value.slice(1) : value).map(String);
      result[key] = forms as Translation;
    }
  }
  if (messages['']) result[''] = messages[''];
  return result;
}

function rebuild(): void {
  tannin = new Tannin(domains as TanninData, { contextDelimiter: CONTEXT_DELIMITER });
  $localeVersion.set($localeVersion.get() + 1);
}

/**
 * Adds translations for a domain, merging with what the domain already has. Accepts a whole
 * JSON translation file, its `locale_data`, or one domain's messages object.
 */
export function setLocaleData(
  data: JedLocaleData | LocaleMessages,
  domain: string = DEFAULT_DOMAIN,
): void {
  const incoming = normalise(messagesOf(data, domain));
  const current = domains[domain] ?? {};
  const meta = { plural_forms: ENGLISH_PLURAL_FORMS, ...current[''], ...incoming[''] };
  domains = { ...domains, [domain]: { ...current, ...incoming, '': meta } };
  rebuild();
}

/** Replaces every domain's translations (or removes them all): English again. */
export function resetLocaleData(data?: JedLocaleData | LocaleMessages, domain = DEFAULT_DOMAIN) {
  domains = {};
  if (data) setLocaleData(data, domain);
  else rebuild();
}

function translate(
  domain: string,
  context: string | undefined,
  single: string,
  plural?: string,
  n?: number,
): string {
  if (!domains[domain]) return n === undefined || n === 1 ? single : (plural ?? single);
  return tannin.dcnpgettext(domain, context, single, plural, n);
}

/** Translates a text. */
export function __(text: string, domain = DEFAULT_DOMAIN): string {
  return translate(domain, undefined, text);
}

/** Translates a text whose meaning depends on a context, e.g. `_x('Post', 'noun')`. */
export function _x(text: string, context: string, domain = DEFAULT_DOMAIN): string {
  return translate(domain, context, text);
}

/** Translates the singular or one of the plural forms for `n`. Use with `sprintf`. */
export function _n(single: string, plural: string, n: number, domain = DEFAULT_DOMAIN): string {
  return translate(domain, undefined, single, plural, n);
}

/** `_n` with a context. */
export function _nx(
  single: string,
  plural: string,
  n: number,
  context: string,
  domain = DEFAULT_DOMAIN,
): string {
  return translate(domain, context, single, plural, n);
}

/** True when the loaded language reads right to left (WordPress's 'text direction' entry). */
export function isRTL(): boolean {
  return _x('ltr', 'text direction') === 'rtl';
}
