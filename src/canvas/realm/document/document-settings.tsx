// The record's own tab in the canvas's settings sidebar (issue 32, item 1), as WordPress's editor
// has it for each type: a page's or post's summary (status, date, slug, author, template…), a
// template's description and the parts it uses, a part's area, a pattern's sync status and
// categories. Loaded the first time the tab shows (lazy-part.tsx): the canvas's first load does
// not carry it. Every change is the user's edit of the record (`Realm.editRecord`): the editor's
// Undo undoes it and its Save saves it with the blocks.
import type { ComponentType } from 'react';
import type { CanvasEntity } from '../../bridge';
import { PartSettings } from './part-settings';
import { PatternSettings } from './pattern-settings';
import { PostSettings } from './post-settings';
import { TemplateSettings } from './template-settings';

const byType: Record<string, ComponentType<{ entity: CanvasEntity }>> = {
  page: PostSettings,
  post: PostSettings,
  wp_template: TemplateSettings,
  wp_template_part: PartSettings,
  wp_block: PatternSettings,
};

export default function DocumentSettings({ entity }: { entity: CanvasEntity }) {
  const Settings = byType[entity.name] ?? TemplateSettings;
  return (
    <div className="canvas-document">
      <Settings entity={entity} />
    </div>
  );
}
