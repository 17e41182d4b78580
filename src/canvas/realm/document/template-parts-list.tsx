// The parts a template uses, as WordPress's Template tab lists them: each template-part block of
// the template's blocks, named by its part's title (or its slug until the part is known) with its
// area's icon; clicking one selects that block in the canvas (its Block tab then shows).
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { decodeEntities } from '../../../block-preview/escape';
import { __ } from '../../../i18n/translate';
import { areaIcon } from './part-areas';
import { textOf } from './use-record';

interface BlockSelectors {
  getBlocksByName(name: string): string[];
  getBlockAttributes(clientId: string): Record<string, unknown> | null;
}

interface CoreSelectors {
  getCurrentTheme(): { stylesheet?: string } | null | undefined;
  getEntityRecord(kind: string, name: string, id: string): Record<string, unknown> | undefined;
}

const NONE: string[] = [];

/** One part the template uses: its title and area, read from its record. */
function PartItem({ clientId }: { clientId: string }) {
  const { title, area } = useSelect(
    (select) => {
      const blocks = select(blockEditorStore) as unknown as BlockSelectors;
      const core = select(coreStore) as unknown as CoreSelectors;
      const attributes = blocks.getBlockAttributes(clientId) ?? {};
      const slug = typeof attributes.slug === 'string' ? attributes.slug : '';
      const theme =
        (typeof attributes.theme === 'string' && attributes.theme) ||
        core.getCurrentTheme()?.stylesheet;
      const part =
        slug && theme
          ? core.getEntityRecord('postType', 'wp_template_part', `${theme}//${slug}`)
          : undefined;
      const partTitle = decodeEntities(
        textOf(part?.title) || textOf((part?.title as { rendered?: unknown })?.rendered ?? ''),
      );
      return {
        title: partTitle || slug || __('Template Part'),
        area: String(part?.area ?? attributes.area ?? 'uncategorized'),
      };
    },
    [clientId],
  );
  const { selectBlock } = useDispatch(blockEditorStore) as unknown as {
    selectBlock(clientId: string): void;
  };
  return (
    <li>
      <Button
        __next40pxDefaultSize
        icon={areaIcon(area)}
        onClick={() => selectBlock(clientId)}
        className="canvas-document__part"
      >
        {title}
      </Button>
    </li>
  );
}

export function TemplatePartsList() {
  const clientIds = useSelect(
    (select) =>
      (select(blockEditorStore) as unknown as BlockSelectors).getBlocksByName(
        'core/template-part',
      ) ?? NONE,
    [],
  );
  if (clientIds.length === 0) {
    return <p className="canvas-document__empty">{__('This template uses no template parts.')}</p>;
  }
  return (
    <ul
      className="canvas-document__parts"
      aria-label={__('Template parts')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {clientIds.map((clientId) => (
        <PartItem key={clientId} clientId={clientId} />
      ))}
    </ul>
  );
}
