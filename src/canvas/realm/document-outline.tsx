// The Document Overview's Outline: the words in the canvas's blocks (characters, words, the time
// to read them) and its headings by level, each selecting its block. A chunk of its own.
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { sprintf } from '../../i18n/sprintf';
import { __, _n } from '../../i18n/translate';
import { countWords, plainText, readingMinutes } from './reading';

interface Block {
  clientId: string;
  name: string;
  attributes: Record<string, unknown>;
  innerBlocks: Block[];
}

const textOf = (value: unknown): string => plainText(String(value ?? ''));

/** The text of every block's rich text attributes, in order. */
function collect(blocks: Block[], out: { text: string[]; headings: Block[] }) {
  for (const block of blocks) {
    if (block.name === 'core/heading') out.headings.push(block);
    for (const key of ['content', 'value', 'citation', 'caption']) {
      const value = block.attributes[key];
      if (value !== undefined && value !== null && typeof value !== 'object') {
        out.text.push(textOf(value));
      } else if (value && typeof value === 'object' && 'toString' in value) {
        out.text.push(textOf(String(value)));
      }
    }
    collect(block.innerBlocks, out);
  }
  return out;
}

export default function DocumentOutline() {
  const blocks = useSelect(
    (select) => (select(blockEditorStore) as unknown as { getBlocks(): Block[] }).getBlocks(),
    [],
  );
  const { selectBlock } = useDispatch(blockEditorStore) as unknown as {
    selectBlock(clientId: string): void;
  };
  const { text, headings } = collect(blocks, { text: [], headings: [] });
  const all = text.join(' ');
  const words = countWords(all);
  const characters = all.replace(/\s+/g, '').length;
  const minutes = readingMinutes(words);
  return (
    <div className="canvas-outline">
      <ul className="canvas-outline__counts">
        <li>
          <span>{__('Characters:')}</span> <strong>{characters}</strong>
        </li>
        <li>
          <span>{__('Words:')}</span> <strong>{words}</strong>
        </li>
        <li>
          <span>{__('Time to read:')}</span>{' '}
          <strong>
            {minutes < 1
              ? __('< 1 minute')
              : sprintf(_n('%d minute', '%d minutes', minutes), minutes)}
          </strong>
        </li>
      </ul>
      {headings.length === 0 ? (
        <p className="canvas-outline__empty">
          {__('Navigate the structure of your document and address issues like empty or incorrect heading levels.')}
        </p>
      ) : (
        <ul className="canvas-outline__headings" aria-label={__('Headings')}>
          {headings.map((heading) => {
            const level = Number(heading.attributes.level ?? 2);
            const title = textOf(String(heading.attributes.content ?? '')).trim();
            return (
              <li key={heading.clientId} style={{ paddingInlineStart: `${(level - 1) * 12}px` }}>
                <Button variant="link" onClick={() => selectBlock(heading.clientId)}>
                  <span className="canvas-outline__level">{`H${level}`}</span>
                  {title || __('(Empty heading)')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
