// 'Choose a pattern' (as WordPress's editor offers when a template opens empty): the template's
// fallback content first, then the theme's patterns meant for its type, each as a preview to
// choose; Skip leaves it empty. Shown over the canvas while the template is saved empty and not
// edited, once per opening; a template with nothing to fall back to offers nothing. Choosing
// makes the markup the template's content, unsaved. A chunk of its own, loaded by item-canvas.
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { __ } from '../../i18n';
import { type EntityRecord, entityRecord } from '../../stores';
import { $activeTheme } from '../../stores/site';
import { loadTemplateStart, startTemplateWith } from '../../stores/template-start';
import { offersStart, type StartOption } from '../../templates/start';
import { useStyles } from '../../ui/element-root';
import { Modal } from '../../ui/modal';
import { BlockPreview } from '../block-preview/block-preview';

const styles = /* css */ `
.se-start-template .se-modal__body { display: grid; gap: 16px; }
.se-start-template__list { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 16px; }
.se-start-template__option { display: grid; gap: 8px; padding: 8px; border: 1px solid #ddd; border-radius: 4px; cursor: pointer; background: #fff; }
.se-start-template__option:hover { border-color: var(--se-accent, #3858e9); }
.se-start-template__option:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.se-start-template__preview { height: 200px; overflow: hidden; pointer-events: none; }
.se-start-template__title { font-weight: 500; }
.se-start-template__actions { display: flex; justify-content: flex-end; }
`;

interface TemplateRecord extends EntityRecord {
  slug?: string;
  is_custom?: boolean;
  content?: { raw?: string } | string;
}

const rawContent = (record: TemplateRecord | undefined) =>
  typeof record?.content === 'string' ? record.content : record?.content?.raw;

/** The options as a listbox: arrows move between them, Enter or Space (or a click) chooses. */
function StartOptions({
  options,
  onChoose,
}: {
  options: StartOption[];
  onChoose: (option: StartOption) => void;
}) {
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const move = (index: number) => {
    const next = (index + options.length) % options.length;
    setActive(next);
    list.current?.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number, option: StartOption) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(options.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') onChoose(option);
    else return;
    event.preventDefault();
  };
  return (
    <div
      ref={list}
      role="listbox"
      aria-label={__('Patterns')}
      className="se-start-template__list"
    >
      {options.map((option, index) => (
        <div
          key={option.name}
          role="option"
          aria-selected={false}
          aria-label={option.title}
          tabIndex={index === active ? 0 : -1}
          className="se-start-template__option"
          onClick={() => onChoose(option)}
          onKeyDown={(event) => onKeyDown(event, index, option)}
          onFocus={() => setActive(index)}
        >
          <div className="se-start-template__preview">
            <BlockPreview markup={option.content} title={option.title} />
          </div>
          <span className="se-start-template__title">{option.title}</span>
        </div>
      ))}
    </div>
  );
}

export default function StartTemplate({ templateId }: { templateId: string }) {
  useStyles(styles);
  const state = useStore(entityRecord<TemplateRecord>('postType', 'wp_template', templateId));
  const stylesheet = useStore($activeTheme).stylesheet ?? '';
  const [closed, setClosed] = useState(false);
  const [options, setOptions] = useState<StartOption[] | undefined>();
  const record = state.record;
  const wanted = !closed && !!record && offersStart(rawContent(record), state.isDirty);
  const slug = record?.slug ?? '';
  const isCustom = record?.is_custom === true;
  // A new template opened: asked again, and the choice offered again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: per template.
  useEffect(() => {
    setClosed(false);
    setOptions(undefined);
  }, [templateId]);
  useEffect(() => {
    if (!wanted || !slug || options) return;
    let live = true;
    loadTemplateStart({ slug, isCustom }, stylesheet).then(
      (found) => live && setOptions(found),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [wanted, slug, isCustom, stylesheet, options]);
  if (!wanted || !options?.length) return null;
  const close = () => setClosed(true);
  return (
    <Modal
      title={__('Choose a pattern')}
      onRequestClose={close}
      size="fill"
      className="se-start-template"
    >
      <StartOptions
        options={options}
        onChoose={(option) => {
          startTemplateWith(templateId, option);
          close();
        }}
      />
      <div className="se-start-template__actions">
        <button type="button" className="dv-button" onClick={close}>
          {__('Skip')}
        </button>
      </div>
    </Modal>
  );
}
