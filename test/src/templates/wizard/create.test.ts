import { expect } from '@esm-bundle/chai';
import { ApiError } from '../../../../src/api/error';
import {
  type CreatedTemplate,
  createdTemplateRoute,
  createTemplate,
  INITIAL_WIZARD_STATE,
  type TemplateChoice,
  type TemplateCreateBody,
  templateChoices,
  templateCreateBody,
  type WizardEvent,
  type WizardState,
  wizardReducer,
  wizardTitle,
} from '../../../../src/templates/wizard';
import { postTypes, slugs, taxonomies } from './fixtures';

const list = templateChoices({ templates: slugs('page'), postTypes, taxonomies });
const choice = (slug: string) => list.find((entry) => entry.slug === slug) as TemplateChoice;
const custom = list.at(-1) as TemplateChoice;

function run(...events: WizardEvent[]): WizardState {
  return events.reduce(wizardReducer, INITIAL_WIZARD_STATE);
}

/** A wizard whose state lives here, and a save the test resolves or rejects by hand. */
function harness(state: WizardState = run({ type: 'open' }, { type: 'choose', choice: custom })) {
  const sent: TemplateCreateBody[] = [];
  let settle: { resolve(value: CreatedTemplate): void; reject(error: unknown): void } | undefined;
  const deps = {
    getState: () => state,
    dispatch: (event: WizardEvent) => {
      state = wizardReducer(state, event);
    },
    save: (body: TemplateCreateBody) => {
      sent.push(body);
      return new Promise<CreatedTemplate>((resolve, reject) => {
        settle = { resolve, reject };
      });
    },
  };
  return { deps, sent, state: () => state, settle: () => settle! };
}

const customTemplate = { slug: 'wp-custom-template-landing', title: 'Landing', description: '' };

describe('Add template wizard: creating the template', () => {
  it('posts the description, slug, status publish, title and is_wp_suggestion', () => {
    expect(
      templateCreateBody(
        { slug: 'single-book', title: 'Single item: Book', description: 'D.' },
        true,
      ),
    ).to.deep.equal({
      description: 'D.',
      slug: 'single-book',
      status: 'publish',
      title: 'Single item: Book',
      is_wp_suggestion: true,
    });
    expect(templateCreateBody(customTemplate, false).is_wp_suggestion).to.equal(false);
  });

  it('opens the new template in the canvas editor', () => {
    expect(createdTemplateRoute({ id: 'twentytwentyfive//single-book' })).to.deep.equal({
      path: '/wp_template/twentytwentyfive//single-book',
      query: { canvas: 'edit' },
    });
    expect(createdTemplateRoute({ id: 'theme//page-%c3%a9' }).path).to.equal(
      '/wp_template/theme//page-%25c3%25a9',
    );
  });

  it('goes from step 1 to 2 for a type with specific items, and back', () => {
    let state = run({ type: 'open' }, { type: 'choose', choice: choice('single-book') });
    expect(state).to.include({ open: true, step: 2, showsSpecificItems: false });
    expect(wizardTitle(state)).to.equal('Add template: Book');
    state = wizardReducer(state, { type: 'show-specific-items' });
    expect(state.showsSpecificItems).to.equal(true);
    state = wizardReducer(state, { type: 'back' });
    expect(state).to.include({ step: 2, showsSpecificItems: false });
    state = wizardReducer(state, { type: 'back' });
    expect(state).to.include({ step: 1, open: true });
    expect(wizardTitle(state)).to.equal('Add template');
  });

  it('goes straight to the specific items when the general template exists', () => {
    const page = choice('page');
    expect(page.hasGeneralTemplate).to.equal(true);
    const state = run({ type: 'open' }, { type: 'choose', choice: page });
    expect(state).to.include({ step: 2, showsSpecificItems: true });
    expect(wizardReducer(state, { type: 'back' }).step).to.equal(1);
  });

  it('opens step 3 for the custom template, and stays on step 1 for a type without items', () => {
    const state = run({ type: 'open' }, { type: 'choose', choice: custom });
    expect(state.step).to.equal(3);
    expect(wizardTitle(state)).to.equal('Create custom template');
    const plain = run({ type: 'open' }, { type: 'choose', choice: choice('404') });
    expect(plain.step).to.equal(1);
  });

  it('resets to step 1 when closed', () => {
    const state = run(
      { type: 'open' },
      { type: 'choose', choice: choice('single-book') },
      { type: 'show-specific-items' },
      { type: 'close' },
    );
    expect(state).to.deep.equal(INITIAL_WIZARD_STATE);
    expect(wizardReducer(state, { type: 'open' })).to.include({ open: true, step: 1 });
  });

  it('refuses a second submit while one runs', async () => {
    const wizard = harness();
    const first = createTemplate(wizard.deps, customTemplate, false);
    expect(wizard.state().busy).to.equal(true);
    expect(await createTemplate(wizard.deps, customTemplate, false)).to.deep.equal({
      status: 'refused',
    });
    expect(wizard.sent).to.have.length(1);
    // Nor can the user move between steps meanwhile.
    const busy = wizard.state();
    expect(wizardReducer(busy, { type: 'back' })).to.equal(busy);
    wizard
      .settle()
      .resolve({ id: 'theme//wp-custom-template-landing', title: { rendered: 'Landing' } });
    expect((await first).status).to.equal('created');
  });

  it('closes on success, with where to go and what to say', async () => {
    const wizard = harness();
    const pending = createTemplate(wizard.deps, customTemplate, false);
    wizard.settle().resolve({
      id: 'theme//wp-custom-template-landing',
      title: { rendered: 'Landing &amp; more' },
    });
    const result = await pending;
    expect(result).to.deep.include({
      status: 'created',
      route: { path: '/wp_template/theme//wp-custom-template-landing', query: { canvas: 'edit' } },
      message: '"Landing & more" successfully created.',
    });
    expect(wizard.state()).to.deep.equal(INITIAL_WIZARD_STATE);
  });

  it('goes back to the form with the host message on failure', async () => {
    const wizard = harness();
    const pending = createTemplate(wizard.deps, customTemplate, false);
    wizard
      .settle()
      .reject(
        new ApiError(
          'rest_template_already_exists',
          'A template with this slug already exists.',
          400,
        ),
      );
    expect(await pending).to.deep.equal({
      status: 'failed',
      message: 'A template with this slug already exists.',
    });
    expect(wizard.state()).to.include({
      open: true,
      step: 3,
      busy: false,
      error: 'A template with this slug already exists.',
    });
    // The form can be sent again.
    createTemplate(wizard.deps, customTemplate, false);
    expect(wizard.sent).to.have.length(2);
  });

  it('says spec 8 general message when the host gives none or an unknown_error', async () => {
    for (const error of [new ApiError('unknown_error', 'Boom', 500), new TypeError('')]) {
      const wizard = harness();
      const pending = createTemplate(wizard.deps, customTemplate, false);
      wizard.settle().reject(error);
      expect((await pending).status).to.equal('failed');
      expect(wizard.state().error).to.equal('An error occurred while creating the template.');
    }
  });

  it('stays busy when closed during a creation, and starts over at step 1', async () => {
    const wizard = harness();
    const pending = createTemplate(wizard.deps, customTemplate, false);
    wizard.deps.dispatch({ type: 'close' });
    expect(wizard.state()).to.include({ open: false, step: 1, busy: true });
    wizard.deps.dispatch({ type: 'open' });
    expect((await createTemplate(wizard.deps, customTemplate, false)).status).to.equal('refused');
    wizard.settle().resolve({ id: 'theme//x' });
    const result = await pending;
    expect(result.status === 'created' && result.message).to.equal(
      '"Landing" successfully created.',
    );
    expect(wizard.state().busy).to.equal(false);
  });
});
