// A page's, post's or pattern's reading summary, as WordPress 7.1's editor words it: "2 words,
// 1 minute read time." and "Last edited 4 days ago." (its words from the record's blocks, read
// at WordPress's 189 words a minute, a minute at least; the time since its last save).
import { humanTimeDiff } from '@wordpress/date';
import { __, _n } from '../../../i18n/translate';
import { sprintf } from '../../../i18n/sprintf';
import { countWords, plainText, readingMinutes } from '../reading';
import { type EditedRecord, textOf } from './use-record';

/** The record's content as markup: core-data gives a function once its blocks are edited. */
function contentOf(record: EditedRecord): string {
  const content = record.content;
  if (typeof content === 'function') return String((content as (r: object) => string)(record));
  return textOf(content);
}

/** "3 words, 1 minute read time." */
export function readingText(words: number): string {
  const minutes = readingMinutes(words);
  const wordsText = sprintf(_n('%s word', '%s words', words), words.toLocaleString());
  const minutesText =
    minutes <= 1
      ? __('1 minute')
      : sprintf(_n('%s minute', '%s minutes', minutes), minutes.toLocaleString());
  return sprintf(__('%1$s, %2$s read time.'), wordsText, minutesText);
}

const LINES = { margin: 0, color: '#757575', lineHeight: '20px' } as const;

export function RecordReading({ record }: { record: EditedRecord }) {
  const words = countWords(plainText(contentOf(record)));
  const modified = typeof record.modified === 'string' ? record.modified : '';
  return (
    <p className="canvas-document__word-count" style={LINES}>
      <span style={{ display: 'block' }}>{readingText(words)}</span>
      {modified && (
        <span style={{ display: 'block' }}>
          {sprintf(__('Last edited %s.'), humanTimeDiff(modified))}
        </span>
      )}
    </p>
  );
}
