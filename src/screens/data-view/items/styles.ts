// Items area: table, grid, list, footer and action modal.
export const itemsStyles = /* css */ `
.dv-items { flex: 1; min-height: 0; overflow: auto; }
.dv-empty { flex: 1; display: flex; align-items: center; justify-content: center; padding: 48px; color: #757575; }
/* Thumbnails are size containers: what a media field renders (a placeholder's words) may scale
   with the thumbnail (cqi units). */
.dv-table__media, .dv-row__media, .dv-card__media { container-type: inline-size; }
.dv-media { display: block; width: 100%; height: 100%; object-fit: cover; border-radius: 2px; }
.dv-title { font-weight: 500; color: #1e1e1e; }
.dv-title.is-link { border: 0; background: none; padding: 0; font: inherit; font-weight: 500; text-align: start; cursor: pointer; color: var(--se-accent, #3858e9); }
.dv-title.is-link:hover { text-decoration: underline; }
.dv-description { color: #666; font-size: 12px; margin-top: 2px; }
.dv-button {
  display: inline-flex; align-items: center; gap: 4px; min-height: 32px; padding: 0 12px; border: 1px solid #949494;
  border-radius: 2px; background: #fff; cursor: pointer; font: inherit;
}
.dv-button:disabled { opacity: 0.5; cursor: default; }
.dv-button.is-destructive { color: #cc1818; border-color: #cc1818; }
.dv-button.is-primary { background: var(--se-accent, #3858e9); border-color: var(--se-accent, #3858e9); color: #fff; }
.dv-item-actions { display: flex; align-items: center; gap: 4px; justify-content: flex-end; }
.dv-table { width: 100%; border-collapse: collapse; }
.dv-table th { position: sticky; top: 0; background: #fff; z-index: 1; text-align: start; font-weight: 500; font-size: 11px; text-transform: uppercase; color: #1e1e1e; border-bottom: 1px solid #ddd; padding: 4px 8px; white-space: nowrap; }
.dv-table td { border-bottom: 1px solid #f0f0f0; padding: 8px; vertical-align: middle; }
.dv-table.is-compact td { padding: 4px 8px; }
.dv-table.is-comfortable td { padding: 16px 8px; }
.dv-table tr.is-selected td { background: #f0f4ff; }
.dv-table__select, .dv-table__actions { width: 1%; white-space: nowrap; }
.dv-table__primary { display: flex; align-items: center; gap: 12px; }
.dv-table__media { width: 32px; height: 32px; flex: none; }
.dv-header-button { display: inline-flex; align-items: center; gap: 2px; border: 0; background: none; padding: 4px; font: inherit; text-transform: inherit; cursor: pointer; }
.dv-header-button:hover { color: var(--se-accent, #3858e9); }
.dv-grid { display: grid; padding: 16px; align-content: start; }
.dv-card { display: flex; flex-direction: column; gap: 4px; border: 1px solid #e0e0e0; border-radius: 4px; padding: 8px; background: #fff; min-width: 0; }
.dv-card.is-selected { border-color: var(--se-accent, #3858e9); box-shadow: 0 0 0 1px var(--se-accent, #3858e9); }
.dv-card__media { aspect-ratio: 4 / 3; background: #f0f0f0; border-radius: 2px; overflow: hidden; display: flex; flex-direction: column; justify-content: center; content-visibility: auto; }
.dv-card__header { display: flex; align-items: center; gap: 6px; min-width: 0; }
.dv-card__header .dv-title { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.dv-card__badges { display: flex; flex-wrap: wrap; gap: 4px; }
.dv-badge { background: #f0f0f0; border-radius: 2px; padding: 0 6px; font-size: 12px; }
.dv-card__fields { margin: 0; display: grid; gap: 2px; font-size: 12px; }
.dv-card__fields div { display: flex; gap: 6px; }
.dv-card__fields dt { color: #757575; }
.dv-card__fields dd { margin: 0; }
.dv-list { margin: 0; padding: 0; }
.dv-row { display: flex; align-items: center; gap: 12px; padding: 12px 16px; border-bottom: 1px solid #f0f0f0; cursor: default; }
/* Secondary text (#666) keeps 4.5:1 on the hover background. */
.dv-row:hover { background: #f8f8f8; }
.dv-list.is-compact .dv-row { padding: 6px 16px; }
.dv-row.is-selected { background: #f0f4ff; }
.dv-row__media { width: 40px; height: 40px; flex: none; }
.dv-row__main { flex: 1; min-width: 0; display: flex; align-items: center; gap: 12px; }
.dv-row__text { flex: 1; min-width: 0; }
.dv-row__fields { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 12px; color: #666; margin-top: 2px; }
.dv-footer { display: flex; align-items: center; gap: 16px; padding: 8px 16px; border-top: 1px solid #ddd; flex-wrap: wrap; }
.dv-footer__count { color: #757575; }
.dv-bulk { display: flex; align-items: center; gap: 8px; margin-inline-end: auto; }
.dv-pagination { display: flex; align-items: center; gap: 8px; margin-inline-start: auto; }
.dv-pagination__page { display: inline-flex; align-items: center; gap: 6px; }
.dv-pagination__select { font: inherit; min-height: 32px; padding: 0 4px; border: 1px solid #949494; border-radius: 2px; background: #fff; color: inherit; }
.dv-pagination__select:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
.dv-checkbox { width: 16px; height: 16px; margin: 0; accent-color: var(--se-accent, #3858e9); }
.dv-card:focus-visible, .dv-row:focus-visible { outline: 2px solid var(--se-accent, #3858e9); outline-offset: 1px; }
`;
