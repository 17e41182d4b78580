// The Style Book (spec 2.5): every block of the site shown from its example with the site's
// styles, unsaved edits included (the previews follow the site's stylesheet), in tabs: Overview,
// Text, Colors and Theme (its subcategories as sections). An example clicked says which Styles
// section it belongs to (`onSelect`): the editor opens it; `<style-book>` alone tells its host.
// Without `onSelect` the examples are only shown.
import { useStore } from '@nanostores/react';
import { type ReactNode, useMemo, useState } from 'react';
import type { PreviewPostContext } from '../../block-preview';
import { __ } from '../../i18n';
import {
  exampleTarget,
  STYLE_BOOK_TABS,
  type StyleBookBlockType,
  type StyleBookExample,
  type StyleBookTab,
  styleBookExamples,
  tabSections,
} from '../../style-book';
import { $blockTypes } from '../../stores/site-styles';
import { $styleBookPost } from '../../stores/style-book';
import { useStyles } from '../../ui/element-root';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { lazyScreen } from '../../ui/lazy-screen';
import { useTablist } from '../../ui/tablist';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';
import { ColorsCard } from './color-examples';
import { ExampleFrame } from './example-frame';
import { styleBookStyles } from './styles';

const ColorsTab = lazyScreen(() => import('./colors-tab'));

/** Examples are laid out at the Style Book's example width (spec 9: at most 900 px). */
export const STYLE_BOOK_EXAMPLE_WIDTH = 900;

export interface StyleBookSelection {
  /** The block's name, or `colors` / `typography`. */
  name: string;
  /** The Styles section it opens (`/blocks/core%2Fparagraph`, `/colors/palette`, `/typography`). */
  section: string;
}

export interface StyleBookProps {
  /** The tab shown first (a tab's slug); Overview by default. */
  tab?: string | undefined;
  /** An example was chosen. Without it, examples are not interactive. */
  onSelect?: ((selection: StyleBookSelection) => void) | undefined;
}

function isTab(slug: string | undefined): slug is StyleBookTab {
  return STYLE_BOOK_TABS.some((tab) => tab.slug === slug);
}

export function StyleBook({ tab: initialTab, onSelect }: StyleBookProps) {
  useStyles(styleBookStyles);
  usePreviewWarmUp();
  const [tab, setTab] = useState<StyleBookTab>(isTab(initialTab) ? initialTab : 'overview');
  const blockTypes = useStore($blockTypes);
  const post = useStore($styleBookPost);
  const examples = useMemo(
    () =>
      blockTypes.status === 'ready'
        ? styleBookExamples(blockTypes.value as StyleBookBlockType[])
        : [],
    [blockTypes],
  );
  const tablist = useTablist(
    STYLE_BOOK_TABS.map((entry) => entry.slug),
    tab,
    setTab,
  );
  const select = onSelect
    ? (name: string) => onSelect({ name, section: exampleTarget(name) })
    : undefined;

  let body: ReactNode;
  if (blockTypes.status === 'error')
    body = <LoadError message={blockTypes.message ?? __('The blocks could not be loaded.')} />;
  else if (blockTypes.status === 'loading' || post.status === 'loading') body = <Spinner />;
  else if (tab === 'colors') body = <ColorsTab onSelect={select} />;
  else body = <TabExamples tab={tab} examples={examples} post={post.post} onSelect={select} />;

  return (
    <section className="sb-book" aria-label={__('Style Book')}>
      <div
        className="sb-tabs"
        role="tablist"
        aria-label={__('Style Book')}
        onKeyDown={tablist.onKeyDown}
      >
        {STYLE_BOOK_TABS.map((entry) => (
          <button key={entry.slug} className="sb-tab" {...tablist.tabProps(entry.slug)}>
            {entry.label}
          </button>
        ))}
      </div>
      <div
        className="sb-panel"
        {...tablist.panelProps}
        // The panel itself takes focus only when it has nothing focusable (examples not chosen).
        tabIndex={select ? undefined : 0}
      >
        {body}
      </div>
    </section>
  );
}

function TabExamples({
  tab,
  examples,
  post,
  onSelect,
}: {
  tab: StyleBookTab;
  examples: StyleBookExample[];
  /** The post the post blocks show. */
  post: PreviewPostContext | undefined;
  onSelect: ((name: string) => void) | undefined;
}) {
  const sections = useMemo(() => tabSections(examples, tab), [examples, tab]);
  if (sections.every((section) => section.examples.length === 0))
    return <p className="sb-empty">{__('No blocks to show.')}</p>;
  // One section (Text, Overview) needs no heading of its own: the tab names it.
  const titled = sections.length > 1;
  return (
    <>
      {tab === 'overview' && <ColorsCard onSelect={onSelect} />}
      {sections.map((section) => (
        <section
          key={section.slug}
          className="sb-section"
          aria-label={titled ? section.label : undefined}
        >
          {titled && <h2 className="sb-section__title">{section.label}</h2>}
          {section.examples.map((example) => (
            <ExampleCard key={example.name} example={example} post={post} onSelect={onSelect} />
          ))}
        </section>
      ))}
    </>
  );
}

function ExampleCard({
  example,
  post,
  onSelect,
}: {
  example: StyleBookExample;
  post: PreviewPostContext | undefined;
  onSelect: ((name: string) => void) | undefined;
}) {
  // A block that shows nothing here (the site has no logo, say) is left out once rendered.
  const [empty, setEmpty] = useState(false);
  if (empty) return null;
  return (
    <ExampleFrame title={example.title} onOpen={onSelect && (() => onSelect(example.name))}>
      <BlockPreview
        markup={example.markup}
        title={example.title}
        viewportWidth={STYLE_BOOK_EXAMPLE_WIDTH}
        post={post}
        onRendered={setEmpty}
      />
    </ExampleFrame>
  );
}
