// Drafting a new page or post and duplicating one (spec 5, 7, 8): the record sent to the host
// and the messages shown afterwards.
import { toApiError } from '../api/error';
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';

export interface DraftRecord {
  status: 'draft';
  title: string;
  slug?: string;
  content?: string;
}

// Letters WordPress's remove_accents spells with more than one letter or without a decomposable
// accent; the accented rest (é, ñ, å, ...) loses its combining mark below.
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  ŋ: 'n',
  ŧ: 't',
};

/**
 * A slug as WordPress's sanitize_title writes it for a plain title: tags and entities dropped,
 * Latin accents transliterated, lower case, spaces, dots, slashes and dashes to one `-`, other
 * punctuation dropped; letters of other scripts kept (the host percent-encodes them). The host
 * sanitises the slug again and makes it unique; this only sends what it would keep.
 */
export function slugFromTitle(title: string): string {
  return (
    title
      .replace(/<[^>]*>/g, '')
      .replace(/&[^\s;]+;/g, '')
      .toLowerCase()
      // Only Latin letters lose their marks: a vowel sign in Devanagari is part of the word.
      .normalize('NFD')
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .replace(/[ßæœøđðþłħıŀŋŧ]/g, (letter) => LATIN_LETTERS[letter] ?? letter)
      .replace(/[\s\u2013\u2014./-]+/gu, '-')
      .replace(/[^\p{L}\p{M}\p{N}_-]/gu, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
  );
}

/**
 * The record that creates a draft (spec 5): the title is optional, the slug comes from it, and
 * the content starts from the post type's block template when it has one (`blockTemplate`: its
 * serialised block markup).
 */
export function draftRecord(title: string, blockTemplate?: string): DraftRecord {
  const trimmed = title.trim();
  const record: DraftRecord = { status: 'draft', title: trimmed };
  const slug = slugFromTitle(trimmed);
  if (slug) record.slug = slug;
  if (blockTemplate) record.content = blockTemplate;
  return record;
}

/** The title of a duplicate: '{title} (Copy)'. */
export function duplicateTitle(title: string): string {
  return sprintf(__('%s (Copy)'), title);
}

/** Spec 8: the host's message, unless it has none or an unknown_error code. */
export function draftFailureMessage(error: unknown): string {
  return toApiError(error, __('An error occurred while creating the item.')).message;
}

/** Spec 8: the success notice; an untitled item reads '(no title)'. */
export function createdMessage(title: string): string {
  return sprintf(__('"%s" successfully created.'), title.trim() || __('(no title)'));
}
