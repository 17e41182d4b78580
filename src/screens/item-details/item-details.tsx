// The sidebar of an item's route in view mode (spec 2.1: `/page/:id`, `/post/:id`, `/wp_block/:id`,
// `/wp_template_part/…`, `/wp_template/…`): the item's title, its actions and its details, as
// WordPress's site editor shows them beside the item. A chunk of its own, loaded with the route.
import { TEMPLATE_PART, USER_PATTERN } from '../../patterns';
import { useStyles } from '../../ui/element-root';
import { itemDetailsStyles } from './item-frame';
import { PatternDetails } from './pattern-details';
import { PostDetails } from './post-details';
import { TemplateDetails } from './template-details';

export interface ItemDetailsProps {
  postType: string;
  postId: string;
}

export default function ItemDetails({ postType, postId }: ItemDetailsProps) {
  useStyles(itemDetailsStyles);
  if (!postId) return null;
  if (postType === 'page' || postType === 'post')
    return <PostDetails postType={postType} postId={postId} />;
  if (postType === USER_PATTERN || postType === TEMPLATE_PART)
    return <PatternDetails postType={postType} postId={postId} />;
  if (postType === 'wp_template') return <TemplateDetails postId={postId} />;
  return null;
}
