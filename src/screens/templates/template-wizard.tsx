// The Add template wizard (spec 2.10, 4, 8): a modal over the templates list, its chunk loaded on
// demand. Step 1 the grid of template types, step 2 all items or one specific item, step 3 the
// custom template form. The steps and the busy flag live in stores/templates.ts: closing resets
// to step 1, a second submit while one runs is refused. A new template opens in the canvas; a
// failure says why in a snackbar shown over the dialog.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { createErrorNotice, createSuccessNotice } from '../../stores';
import { navigate } from '../../stores/router';
import {
  $templateChoices,
  $templateWizard,
  closeTemplateWizard,
  openTemplateWizard,
  submitTemplate,
} from '../../stores/templates';
import { type NewTemplate, wizardTitle } from '../../templates/wizard';
import { useStyles } from '../../ui/element-root';
import { Modal } from '../../ui/modal';
import { ChoicesStep } from './wizard-choices';
import { CustomTemplateStep } from './wizard-custom';
import { SpecificItemsStep } from './wizard-specific-items';
import { wizardStyles } from './wizard-styles';

/** Sends the template; the outcome shows as spec 8 says, and a new one opens in the canvas. */
export type CreateNewTemplate = (template: NewTemplate, isWpSuggestion: boolean) => void;

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled)';

/**
 * Keyboard users keep their place: when a step replaces the one whose control they used (or
 * step 1's choices arrive), focus goes to the first control of what is now shown, unless it is
 * in there already.
 */
function useStepFocus(shown: string) {
  const step = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step shown changes.
  useEffect(() => {
    const root = step.current;
    if (!root) return;
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && root.contains(active)) return;
    root.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [shown]);
  return step;
}

export default function TemplateWizard({ onClose }: { onClose: () => void }) {
  useStyles(wizardStyles);
  const state = useStore($templateWizard);
  const choicesReady = useStore($templateChoices).status === 'ready';
  useEffect(openTemplateWizard, []);
  const step = useStepFocus(`${state.step}:${state.showsSpecificItems}:${choicesReady}`);

  const close = () => {
    closeTemplateWizard();
    onClose();
  };
  const create: CreateNewTemplate = async (template, isWpSuggestion) => {
    const result = await submitTemplate(template, isWpSuggestion);
    if (result.status === 'created') {
      createSuccessNotice(result.message, { type: 'snackbar' });
      onClose();
      navigate(result.route.path, result.route.query);
    } else if (result.status === 'failed') {
      createErrorNotice(result.message, { type: 'snackbar' });
    }
  };

  return (
    <Modal
      title={wizardTitle(state)}
      onRequestClose={close}
      size={state.step === 1 ? 'large' : 'medium'}
      className="se-template-wizard"
    >
      <div ref={step}>
        {state.step === 1 && <ChoicesStep create={create} />}
        {state.step === 2 && state.choice && (
          <SpecificItemsStep
            choice={state.choice}
            showsItems={state.showsSpecificItems}
            busy={state.busy}
            create={create}
          />
        )}
        {state.step === 3 && <CustomTemplateStep busy={state.busy} create={create} />}
      </div>
    </Modal>
  );
}
