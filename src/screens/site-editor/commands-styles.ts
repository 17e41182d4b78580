// The command palette's own CSS beyond the frame's (styles.ts): found items with their kind, the
// groups, the status line. Adopted when the palette first renders, with its lazy chunk.
export const commandsStyles = `
.se-commands__item { display: flex; gap: 8px; align-items: center; }
.se-commands__icon { flex: none; display: inline-flex; width: 24px; height: 24px; }
.se-commands__icon svg { fill: currentColor; }
.se-commands__label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.se-commands__kind { flex: none; font-size: 12px; color: #595959; }
.se-commands__item[aria-selected="true"] .se-commands__kind { color: inherit; }
.se-commands__group { margin-top: 8px; }
.se-commands__group-label {
  padding: 4px 12px; font-size: 11px; font-weight: 500; text-transform: uppercase; color: #595959;
}
.se-commands__status { margin: 0; padding: 0 20px 12px; color: #595959; }
.se-commands__status:empty { display: none; }
`;
