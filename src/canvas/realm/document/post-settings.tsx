// A page's or a post's own settings, as WordPress 7.1's editor has them: the summary (featured
// image, title, excerpt), the rows (Status, Publish, Slug, Author, Template, Discussion, a page's
// Parent and Order, a post's Format and Sticky), the word count, a post's Categories and Tags,
// and Move to trash.
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { PostAuthor, PostDiscussion, PostParent, PostSlug, PostTemplate } from './post-attributes';
import { PostFeaturedImage } from './post-featured-image';
import { PostPublishDate, PostStatus } from './post-status';
import { PostExcerpt, PostFormat, PostSticky, PostTrash, PostWordCount } from './post-summary';
import { PostCategories, PostTags } from './post-taxonomies';
import { textOf, useEditedRecord } from './use-record';

export function PostSettings({ entity }: { entity: CanvasEntity }) {
  const { record, edit } = useEditedRecord(entity);
  const props = { entity, record, edit };
  const isPost = entity.name === 'post';
  const hierarchical = record.parent !== undefined || record.menu_order !== undefined;
  return (
    <>
      <PanelBody className="canvas-document__summary">
        {record.featured_media !== undefined && <PostFeaturedImage {...props} />}
        <TextControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label={__('Title')}
          value={textOf(record.title)}
          onChange={(title) => edit({ title }, true)}
        />
        <PostExcerpt {...props} />
        <PostStatus {...props} />
        <PostPublishDate {...props} />
        <PostSlug {...props} />
        <PostAuthor {...props} />
        {record.template !== undefined && <PostTemplate {...props} />}
        <PostDiscussion {...props} />
        {hierarchical && <PostParent {...props} />}
        {isPost && <PostFormat {...props} />}
        {isPost && <PostSticky {...props} />}
        <PostWordCount record={record} />
      </PanelBody>
      {isPost && record.categories !== undefined && <PostCategories {...props} />}
      {isPost && record.tags !== undefined && <PostTags {...props} />}
      <PanelBody>
        <PostTrash entity={entity} />
      </PanelBody>
    </>
  );
}
