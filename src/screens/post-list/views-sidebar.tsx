// The sidebar of the page and post lists: one link per view (spec 2.11), the active one marked,
// then the custom views when the experiment is on.
import { useStore } from '@nanostores/react';
import { postListViews } from '../../posts';
import { $location } from '../../stores/router';
import { $editorSettings } from '../../stores/editor-settings';
import { lazyScreen } from '../../ui/lazy-screen';
import { Link } from '../../ui/link';

// Custom views are an experiment: their code loads only where it is turned on.
const CustomViewsSection = lazyScreen<{ postType: string; listPath: string }>(() =>
  import('./custom-views').then((module) => ({ default: module.CustomViewsSection })),
);

export function PostViewsSidebar({ postType, listPath }: { postType: string; listPath: string }) {
  const location = useStore($location);
  const active = location.query.activeView ?? 'all';
  const customViews = useStore($editorSettings).experiments?.customViews === true;
  return (
    <>
      <ul className="se-nav-list">
        {postListViews(postType).map((entry) => (
          <li key={entry.slug}>
            <Link
              to={listPath}
              query={entry.slug === 'all' ? {} : { activeView: entry.slug }}
              className="se-nav-item"
              {...(active === entry.slug ? { 'aria-current': 'page' as const } : {})}
            >
              <span className="se-nav-item__label">{entry.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      {customViews && <CustomViewsSection postType={postType} listPath={listPath} />}
    </>
  );
}
