// `/page/:postId` and `/post/:postId`: the page or post as the site shows it, within the template
// the theme's hierarchy picks for it (spec 2.1). A view, not the editor: the canvas comes later.
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { __, sprintf } from '../../i18n';
import { type EntityRecord, entityRecord, entityRecords } from '../../stores';
import { templateForPost } from '../../templates/hierarchy';
import { useBoxSize } from '../../ui/box-size';
import { useStyles } from '../../ui/element-root';
import { Spinner } from '../../ui/spinner';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';

interface SingularRecord extends EntityRecord {
  id: number;
  type: string;
  slug?: string;
  template?: string;
}

interface TemplateRecord extends EntityRecord {
  id: string;
  slug: string;
  content?: { raw?: string } | string;
}

const styles = `
.se-post-preview { height: 100%; overflow: auto; background: #fff; }
.se-post-preview__message { padding: 24px; color: #757575; }
`;

function templateMarkup(template: TemplateRecord): string {
  return typeof template.content === 'string' ? template.content : (template.content?.raw ?? '');
}

export default function PostPreviewScreen({
  postType,
  postId,
}: {
  postType: string;
  postId: string;
}) {
  useStyles(styles);
  usePreviewWarmUp(1);
  // Laid out at the width it is shown at: no scaling.
  const ref = useRef<HTMLDivElement>(null);
  const { width } = useBoxSize(ref);
  const post = useStore(entityRecord<SingularRecord>('postType', postType, postId));
  const templates = useStore(
    entityRecords<TemplateRecord>('postType', 'wp_template', { per_page: -1 }),
  );
  const record = post.edited;
  const template = record ? templateForPost(record, templates.items) : undefined;

  let content: React.ReactNode;
  if (post.error) {
    content = <p className="se-post-preview__message">{post.error.message}</p>;
  } else if (!record || templates.isLoading || width === 0) {
    content = <Spinner />;
  } else if (!template) {
    content = (
      <p className="se-post-preview__message">
        {templates.error?.message ?? __('No template found for this item.')}
      </p>
    );
  } else {
    content = (
      <BlockPreview
        markup={templateMarkup(template)}
        title={sprintf(__('Preview of %s'), post.title || __('(no title)'))}
        viewportWidth={width}
        post={{ postId: record.id, postType }}
      />
    );
  }
  return (
    <div ref={ref} className="se-post-preview">
      {content}
    </div>
  );
}
