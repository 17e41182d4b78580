// Step 1 of the Add template wizard (spec 2.10, 5, 9): the template types not made yet (or with
// items left without their own template), in the standard order, as a grid of 2 columns below
// 782 px and 3 otherwise, then 'Custom template'. A type with specific items opens step 2; the
// others are created as they are chosen.
import { useStore } from '@nanostores/react';
import { __ } from '../../i18n';
import {
  $templateChoices,
  $templateWizard,
  chooseTemplateType,
  loadTemplateChoices,
} from '../../stores/templates';
import { choiceGridColumns, generalTemplate, type TemplateChoice } from '../../templates/wizard';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { useIsMobile } from '../../ui/viewport';
import type { CreateNewTemplate } from './template-wizard';
import { TemplateTypeIcon } from './template-type-icon';

function ChoiceButton({ choice, onChoose }: { choice: TemplateChoice; onChoose: () => void }) {
  const busy = useStore($templateWizard).busy;
  return (
    <li>
      <button
        type="button"
        className={`se-template-choice${choice.isCustom ? ' is-custom' : ''}`}
        disabled={busy}
        onClick={onChoose}
      >
        <TemplateTypeIcon name={choice.icon} />
        <span className="se-template-choice__title">{choice.title}</span>
        {choice.description && (
          <span className="se-template-choice__description">{choice.description}</span>
        )}
      </button>
    </li>
  );
}

export function ChoicesStep({ create }: { create: CreateNewTemplate }) {
  const value = useStore($templateChoices);
  // Re-rendered as the viewport crosses the desktop breakpoint.
  useIsMobile();
  if (value.status === 'error' && !value.choices.length) {
    return <LoadError message={value.error ?? ''} onRetry={() => void loadTemplateChoices()} />;
  }
  if (value.status !== 'ready') return <Spinner />;
  const types = value.choices.filter((choice) => !choice.isCustom);
  const custom = value.choices.find((choice) => choice.isCustom);
  const choose = (choice: TemplateChoice) => {
    if (choice.isCustom || choice.allowsSpecificItems) chooseTemplateType(choice);
    else create(generalTemplate(choice), true);
  };
  return (
    <div className="se-template-choices">
      <ul
        className="se-template-choices__grid"
        aria-label={__('Template types')}
        style={{ gridTemplateColumns: `repeat(${choiceGridColumns(window.innerWidth)}, 1fr)` }}
      >
        {types.map((choice) => (
          <ChoiceButton key={choice.slug} choice={choice} onChoose={() => choose(choice)} />
        ))}
      </ul>
      {custom && (
        <ul className="se-template-choices__custom" aria-label={__('Custom template')}>
          <ChoiceButton choice={custom} onChoose={() => choose(custom)} />
        </ul>
      )}
    </div>
  );
}
