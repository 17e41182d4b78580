// The Add template wizard's styles: a grid of choice cards (its columns set by
// choiceGridColumns), the specific items list, and the custom template form.
export const wizardStyles = /* css */ `
.se-template-choices { display: grid; gap: 16px; }
.se-template-choices__grid, .se-template-choices__custom, .se-template-items__list {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
}
.se-template-choices__grid.is-two { grid-template-columns: repeat(2, 1fr); }
.se-template-choice, .se-template-item {
  display: flex; flex-direction: column; align-items: flex-start; gap: 4px; width: 100%;
  min-height: 72px; padding: 12px 16px; text-align: start; font: inherit; color: #1e1e1e;
  background: #fff; border: 1px solid #ddd; border-radius: 4px; cursor: pointer;
}
.se-template-item { min-height: 0; }
.se-template-choice:hover, .se-template-item:hover { border-color: var(--se-accent, #3858e9); }
.se-template-choice:focus-visible, .se-template-item:focus-visible {
  outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px;
}
.se-template-choice:disabled, .se-template-item:disabled { cursor: default; opacity: 0.6; }
.se-template-choice__icon { margin-bottom: 4px; }
.se-template-choice__title { font-weight: 600; }
.se-template-choice__description { color: #5e5e5e; font-size: 12px; overflow-wrap: anywhere; }
.se-template-step { display: grid; gap: 12px; }
.se-template-step__footer { display: flex; justify-content: flex-end; gap: 8px; }
.se-template-items__search { display: grid; gap: 4px; }
.se-template-items__search input {
  font: inherit; min-height: 36px; padding: 0 8px; border: 1px solid #949494; border-radius: 2px;
}
.se-template-form__help { margin: 0; color: #5e5e5e; font-size: 12px; }
.se-template-form__error { margin: 0; color: #cc1818; }
.se-template-step.se-draft-form label { font-weight: 500; }
`;
