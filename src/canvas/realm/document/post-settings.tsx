// A page's or a post's own settings, as WordPress 7.1's editor has them: the card (icon, title,
// Actions), the featured image, a post's excerpt, the reading summary, the rows (Status, Publish,
// Slug, Author, Template, Discussion, a page's Parent, a post's Format and Sticky), Move to
// trash, and a post's Categories and Tags.
import { PanelBody, __experimentalVStack as VStack } from '@wordpress/components';
import type { CanvasEntity } from '../../bridge';
import { PostAuthor, PostDiscussion, PostParent, PostSlug, PostTemplate } from './post-attributes';
import { PostFeaturedImage } from './post-featured-image';
import { RecordReading } from './post-reading';
import { PostPublishDate, PostStatus } from './post-status';
import { PostExcerpt, PostFormat, PostSticky, PostTrash } from './post-summary';
import { PostCategories, PostTags } from './post-taxonomies';
import { RecordHeader } from './record-header';
import { useEditedRecord } from './use-record';

export function PostSettings({ entity }: { entity: CanvasEntity }) {
  const { record, edit } = useEditedRecord(entity);
  const props = { entity, record, edit };
  const isPost = entity.name === 'post';
  const hierarchical = record.parent !== undefined || record.menu_order !== undefined;
  return (
    <>
      <PanelBody className="canvas-document__summary">
        <VStack spacing={4}>
          <RecordHeader {...props} />
          {record.featured_media !== undefined && <PostFeaturedImage {...props} />}
          {/* WordPress's pages have no excerpt of their own (the type does not support one). */}
          {isPost && <PostExcerpt {...props} />}
          <RecordReading record={record} />
          <VStack spacing={1}>
            <PostStatus {...props} />
            <PostPublishDate {...props} />
            <PostSlug {...props} />
            <PostAuthor {...props} />
            {record.template !== undefined && <PostTemplate {...props} />}
            <PostDiscussion {...props} />
            {hierarchical && <PostParent {...props} />}
            {isPost && <PostFormat {...props} />}
            {isPost && <PostSticky {...props} />}
          </VStack>
          <PostTrash entity={entity} />
        </VStack>
      </PanelBody>
      {isPost && record.categories !== undefined && <PostCategories {...props} />}
      {isPost && record.tags !== undefined && <PostTags {...props} />}
    </>
  );
}
