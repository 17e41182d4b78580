// The host's own theme.json layer: what every site has before any theme adds to it. Its presets
// become the `default` origin in global styles. The values are the demo host's own choices.

export const coreSettings: Record<string, unknown> = {
  appearanceTools: false,
  useRootPaddingAwareAlignments: false,
  background: { backgroundImage: false, backgroundSize: false },
  border: { color: false, radius: false, style: false, width: false },
  color: {
    background: true,
    custom: true,
    customDuotone: true,
    customGradient: true,
    defaultDuotone: true,
    defaultGradients: true,
    defaultPalette: true,
    link: false,
    text: true,
    palette: [
      { name: 'Black', slug: 'black', color: '#000000' },
      { name: 'Charcoal', slug: 'charcoal', color: '#2b2d31' },
      { name: 'Slate', slug: 'slate', color: '#6b7280' },
      { name: 'Cloud', slug: 'cloud', color: '#e5e7eb' },
      { name: 'White', slug: 'white', color: '#ffffff' },
      { name: 'Crimson', slug: 'crimson', color: '#d7263d' },
      { name: 'Tangerine', slug: 'tangerine', color: '#f46036' },
      { name: 'Sunflower', slug: 'sunflower', color: '#f6c445' },
      { name: 'Meadow', slug: 'meadow', color: '#3bb273' },
      { name: 'Lagoon', slug: 'lagoon', color: '#1b998b' },
      { name: 'Ocean', slug: 'ocean', color: '#2274a5' },
      { name: 'Orchid', slug: 'orchid', color: '#8e44ad' },
    ],
    gradients: [
      {
        name: 'Ocean to lagoon',
        slug: 'ocean-to-lagoon',
        gradient: 'linear-gradient(135deg, #2274a5 0%, #1b998b 100%)',
      },
      {
        name: 'Sunflower to tangerine',
        slug: 'sunflower-to-tangerine',
        gradient: 'linear-gradient(135deg, #f6c445 0%, #f46036 100%)',
      },
      {
        name: 'Orchid to crimson',
        slug: 'orchid-to-crimson',
        gradient: 'linear-gradient(135deg, #8e44ad 0%, #d7263d 100%)',
      },
      {
        name: 'Cloud to white',
        slug: 'cloud-to-white',
        gradient: 'linear-gradient(180deg, #e5e7eb 0%, #ffffff 100%)',
      },
      {
        name: 'Night sky',
        slug: 'night-sky',
        gradient: 'radial-gradient(circle at 30% 20%, #2274a5 0%, #2b2d31 70%)',
      },
    ],
    duotone: [
      { name: 'Charcoal and white', slug: 'charcoal-and-white', colors: ['#2b2d31', '#ffffff'] },
      { name: 'Ocean and cloud', slug: 'ocean-and-cloud', colors: ['#2274a5', '#e5e7eb'] },
      {
        name: 'Orchid and sunflower',
        slug: 'orchid-and-sunflower',
        colors: ['#8e44ad', '#f6c445'],
      },
    ],
  },
  dimensions: {
    aspectRatio: false,
    defaultAspectRatios: true,
    minHeight: false,
    aspectRatios: [
      { name: 'Square - 1:1', slug: 'square', ratio: '1' },
      { name: 'Standard - 4:3', slug: '4-3', ratio: '4/3' },
      { name: 'Portrait - 3:4', slug: '3-4', ratio: '3/4' },
      { name: 'Classic - 3:2', slug: '3-2', ratio: '3/2' },
      { name: 'Classic Portrait - 2:3', slug: '2-3', ratio: '2/3' },
      { name: 'Wide - 16:9', slug: '16-9', ratio: '16/9' },
      { name: 'Tall - 9:16', slug: '9-16', ratio: '9/16' },
    ],
  },
  layout: {},
  position: { fixed: false, sticky: false },
  shadow: {
    defaultPresets: true,
    presets: [
      { name: 'Natural', slug: 'natural', shadow: '4px 6px 10px 0px rgba(0, 0, 0, 0.18)' },
      { name: 'Deep', slug: 'deep', shadow: '10px 14px 28px 0px rgba(0, 0, 0, 0.35)' },
      { name: 'Sharp', slug: 'sharp', shadow: '5px 5px 0px rgba(0, 0, 0, 0.25)' },
      { name: 'Outlined', slug: 'outlined', shadow: '5px 5px 0px -2px #ffffff, 5px 5px #000000' },
      { name: 'Crisp', slug: 'crisp', shadow: '4px 4px 0px #000000' },
    ],
  },
  spacing: {
    blockGap: null,
    margin: false,
    padding: false,
    customSpacingSize: true,
    defaultSpacingSizes: true,
    units: ['px', 'em', 'rem', 'vh', 'vw', '%'],
    spacingScale: { operator: '*', increment: 1.5, steps: 7, mediumStep: 1.5, unit: 'rem' },
  },
  typography: {
    customFontSize: true,
    defaultFontSizes: true,
    dropCap: true,
    fluid: false,
    fontStyle: true,
    fontWeight: true,
    letterSpacing: true,
    lineHeight: false,
    textAlign: true,
    textColumns: false,
    textDecoration: true,
    textTransform: true,
    writingMode: false,
    fontSizes: [
      { name: 'Small', slug: 'small', size: '0.875rem' },
      { name: 'Medium', slug: 'medium', size: '1.125rem' },
      { name: 'Large', slug: 'large', size: '1.75rem' },
      { name: 'Extra Large', slug: 'x-large', size: '2.5rem' },
    ],
  },
  blocks: {
    'core/button': { border: { radius: true } },
    'core/image': { lightbox: { allowEditing: true } },
    'core/pullquote': { border: { color: true, radius: true, style: true, width: true } },
  },
};

export const coreStyles: Record<string, unknown> = {
  spacing: { blockGap: '1.5rem' },
  elements: {
    button: {
      color: { background: '#2b2d31', text: '#ffffff' },
      spacing: { padding: { top: '0.7em', right: '1.4em', bottom: '0.7em', left: '1.4em' } },
      typography: { fontSize: 'inherit', lineHeight: 'inherit', textDecoration: 'none' },
      border: { width: '0' },
    },
    link: { typography: { textDecoration: 'underline' } },
    caption: { typography: { fontSize: '0.8125rem' }, spacing: { margin: { top: '0.5em' } } },
    cite: { typography: { fontSize: '0.8125rem', fontStyle: 'normal' } },
    heading: { typography: { lineHeight: '1.2' } },
  },
  blocks: {
    'core/separator': { color: { text: 'currentColor' }, border: { width: '0 0 2px 0' } },
    'core/pullquote': {
      typography: { fontSize: '1.5em', lineHeight: '1.6' },
      spacing: { padding: { top: '3em', bottom: '3em' } },
    },
  },
};
