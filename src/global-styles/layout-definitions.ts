// The layout types block containers use, as WordPress defines them: the class a container
// gets (`is-layout-flow`...), rules printed once for the site, and rules that carry the gap.
export type Rules = readonly (readonly [string, string | null])[];

export interface LayoutDefinition {
  className: string;
  displayMode?: 'flex' | 'grid';
  /** Rules printed once for the site. */
  baseStyles: readonly { selector: string; rules: Rules }[];
  /** Rules carrying the block gap; `null` values take the gap. */
  spacingStyles: readonly { selector: string; rules: Rules }[];
}

const alignments = [
  {
    selector: ' > .alignleft',
    rules: [
      ['float', 'left'],
      ['margin-inline-start', '0'],
      ['margin-inline-end', '2em'],
    ],
  },
  {
    selector: ' > .alignright',
    rules: [
      ['float', 'right'],
      ['margin-inline-start', '2em'],
      ['margin-inline-end', '0'],
    ],
  },
  {
    selector: ' > .aligncenter',
    rules: [
      ['margin-left', 'auto !important'],
      ['margin-right', 'auto !important'],
    ],
  },
] as const;

const flowGap = [
  { selector: ' > :first-child', rules: [['margin-block-start', '0']] },
  { selector: ' > :last-child', rules: [['margin-block-end', '0']] },
  {
    selector: ' > *',
    rules: [
      ['margin-block-start', null],
      ['margin-block-end', '0'],
    ],
  },
] as const;

export const LAYOUTS: readonly LayoutDefinition[] = [
  { className: 'is-layout-flow', baseStyles: alignments, spacingStyles: flowGap },
  {
    className: 'is-layout-constrained',
    baseStyles: [
      ...alignments,
      {
        selector: ' > :where(:not(.alignleft):not(.alignright):not(.alignfull))',
        rules: [
          ['max-width', 'var(--wp--style--global--content-size)'],
          ['margin-left', 'auto !important'],
          ['margin-right', 'auto !important'],
        ],
      },
      { selector: ' > .alignwide', rules: [['max-width', 'var(--wp--style--global--wide-size)']] },
    ],
    spacingStyles: flowGap,
  },
  {
    className: 'is-layout-flex',
    displayMode: 'flex',
    baseStyles: [
      {
        selector: '',
        rules: [
          ['flex-wrap', 'wrap'],
          ['align-items', 'center'],
        ],
      },
      { selector: ' > :is(*, div)', rules: [['margin', '0']] },
    ],
    spacingStyles: [{ selector: '', rules: [['gap', null]] }],
  },
  {
    className: 'is-layout-grid',
    displayMode: 'grid',
    baseStyles: [{ selector: ' > :is(*, div)', rules: [['margin', '0']] }],
    spacingStyles: [{ selector: '', rules: [['gap', null]] }],
  },
];
