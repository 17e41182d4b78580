// Creating the template the wizard decided on (spec 4, 7, 8), and the wizard's states: step 1
// (the list of types), step 2 (all items or one specific item), step 3 (the custom template
// form). Closing resets to step 1; while a creation runs a second one is refused; a failure
// leaves the user on the form with spec 8's message.
import { toApiError } from '../../api/error';
import { decodeEntities } from '../../block-preview/escape';
import { sprintf } from '../../i18n/sprintf';
import { __ } from '../../i18n/translate';
import { createdMessage } from '../../posts/drafts';
import type { EditorLocation } from '../../routing/location';
import type { NewTemplate } from './suggestions';
import type { TemplateChoice } from './types';

/** Spec 7: what is posted to `/wp/v2/templates`. */
export interface TemplateCreateBody {
  description: string;
  slug: string;
  status: 'publish';
  title: string;
  /** A type WordPress suggested (true), or a custom template the user named (false). */
  is_wp_suggestion: boolean;
}

/** What the host answers (spec 7 reads id and title.rendered). */
export interface CreatedTemplate {
  id: string;
  title?: { rendered?: string; raw?: string };
}

export function templateCreateBody(
  template: NewTemplate,
  isWpSuggestion: boolean,
): TemplateCreateBody {
  return {
    description: template.description,
    // A slug like `404` must still be sent as a string.
    slug: String(template.slug),
    status: 'publish',
    title: template.title,
    is_wp_suggestion: isWpSuggestion,
  };
}

/**
 * Where to go once created: the template in the canvas editor, `/wp_template/{id}?canvas=edit`.
 * Template ids keep their `theme//slug` slashes (the route takes every path after
 * `/wp_template/`); a `%` in a slug is escaped, since the route decodes the id.
 */
export function createdTemplateRoute(template: Pick<CreatedTemplate, 'id'>): EditorLocation {
  return { path: `/wp_template/${template.id.replace(/%/g, '%25')}`, query: { canvas: 'edit' } };
}

/** Spec 8: '"{title}" successfully created.', with the host's title when it gave one. */
export function templateCreatedMessage(created: CreatedTemplate, sentTitle: string): string {
  const title = created.title?.rendered ? decodeEntities(created.title.rendered) : sentTitle;
  return createdMessage(title);
}

/** Spec 8: the host's message, unless it has none or its code is unknown_error. */
export function templateCreateFailureMessage(error: unknown): string {
  return toApiError(error, __('An error occurred while creating the template.')).message;
}

export type WizardStep = 1 | 2 | 3;

export interface WizardState {
  open: boolean;
  step: WizardStep;
  /** The type chosen in step 1 (steps 2). */
  choice?: TemplateChoice;
  /** Step 2 shows the list of specific items (else the choice between all and one item). */
  showsSpecificItems: boolean;
  /** A creation runs. */
  busy: boolean;
  /** The last failure's message (spec 8), cleared by the next move. */
  error?: string;
}

export type WizardEvent =
  | { type: 'open' }
  | { type: 'close' }
  /** A step 1 choice: one with specific items opens step 2; the custom entry opens step 3. */
  | { type: 'choose'; choice: TemplateChoice }
  /** Step 2: 'For a specific item'. */
  | { type: 'show-specific-items' }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'created' }
  | { type: 'failed'; message: string };

export const INITIAL_WIZARD_STATE: WizardState = {
  open: false,
  step: 1,
  showsSpecificItems: false,
  busy: false,
};

// Opening and closing may happen while a creation runs: the wizard starts again at step 1 but
// stays busy, so no second creation starts before the first one has answered.
const firstStep = (open: boolean, busy = false): WizardState => ({
  ...INITIAL_WIZARD_STATE,
  open,
  busy,
});

/**
 * The wizard's next state. Events that make no sense where the wizard is (a second submit while
 * busy, moving between steps while a creation runs) return the same state object: the caller can
 * tell a refusal by identity.
 */
export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'open':
      return firstStep(true, state.busy);
    case 'close':
      return firstStep(false, state.busy);
    case 'created':
      return firstStep(false);
    case 'failed':
      return { ...state, busy: false, error: event.message };
  }
  if (state.busy) return state;
  switch (event.type) {
    case 'choose': {
      if (state.step !== 1) return state;
      const { choice } = event;
      if (choice.isCustom) return { ...state, step: 3, choice, error: undefined };
      if (!choice.allowsSpecificItems) return state;
      // With the general template made already, only specific items are left to choose.
      return {
        ...state,
        step: 2,
        choice,
        showsSpecificItems: choice.hasGeneralTemplate,
        error: undefined,
      };
    }
    case 'show-specific-items':
      return state.step === 2 ? { ...state, showsSpecificItems: true, error: undefined } : state;
    case 'back':
      if (state.step === 2 && state.showsSpecificItems && !state.choice?.hasGeneralTemplate) {
        return { ...state, showsSpecificItems: false, error: undefined };
      }
      return state.step === 1 ? state : firstStep(state.open);
    case 'submit':
      return { ...state, busy: true, error: undefined };
  }
}

/** The modal's title: 'Add template', 'Add template: {singular name}', 'Create custom template'. */
export function wizardTitle(state: WizardState): string {
  if (state.step === 2 && state.choice?.specificItems) {
    return sprintf(__('Add template: %s'), state.choice.specificItems.labels.singular_name);
  }
  if (state.step === 3) return __('Create custom template');
  return __('Add template');
}

export interface CreateTemplateDeps {
  getState(): WizardState;
  dispatch(event: WizardEvent): void;
  /** Posts the body to `/wp/v2/templates`; rejects with the host's error. */
  save(body: TemplateCreateBody): Promise<CreatedTemplate>;
}

export type CreateTemplateResult =
  | { status: 'created'; template: CreatedTemplate; route: EditorLocation; message: string }
  | { status: 'failed'; message: string }
  | { status: 'refused' };

/**
 * Creates `template` through the wizard: refused while another creation runs; on success the
 * wizard closes and the caller opens `route` and shows `message`; on failure the wizard stays
 * on its form with the message, which the caller shows as a snackbar (spec 8).
 */
export async function createTemplate(
  deps: CreateTemplateDeps,
  template: NewTemplate,
  isWpSuggestion: boolean,
): Promise<CreateTemplateResult> {
  const before = deps.getState();
  deps.dispatch({ type: 'submit' });
  if (before.busy || deps.getState() === before) return { status: 'refused' };
  try {
    const created = await deps.save(templateCreateBody(template, isWpSuggestion));
    deps.dispatch({ type: 'created' });
    return {
      status: 'created',
      template: created,
      route: createdTemplateRoute(created),
      message: templateCreatedMessage(created, template.title),
    };
  } catch (error) {
    const message = templateCreateFailureMessage(error);
    deps.dispatch({ type: 'failed', message });
    return { status: 'failed', message };
  }
}
