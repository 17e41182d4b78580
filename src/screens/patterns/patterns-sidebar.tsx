// `/pattern`'s sidebar (spec 2.9): the pattern categories (All patterns, My patterns,
// Uncategorized, then the theme's and the user's with patterns, each with its count) and, for
// block themes, the template part areas. Each links to the list of its category.
import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import { __ } from '../../i18n';
import {
  ALL_PATTERNS,
  ALL_TEMPLATE_PARTS,
  type PatternCategory,
  patternCategories,
  TEMPLATE_PART,
  templatePartCategories,
} from '../../patterns';
import { $patternLibrary } from '../../stores/pattern-library';
import { $location } from '../../stores/router';
import { useStyles } from '../../ui/element-root';
import { Link } from '../../ui/link';
import { Spinner } from '../../ui/spinner';

const styles = `
.se-pattern-nav__heading { margin: 16px 8px 4px; font-size: 11px; font-weight: 500; text-transform: uppercase; color: #ccc; }
.se-nav-item__count { color: #ccc; font-variant-numeric: tabular-nums; }
`;

function CategoryLinks({
  categories,
  postType,
  active,
}: {
  categories: PatternCategory[];
  postType?: string;
  active: string | undefined;
}) {
  return (
    <ul className="se-nav-list">
      {categories.map((category) => (
        <li key={category.name}>
          <Link
            to="/pattern"
            query={{ ...(postType ? { postType } : {}), categoryId: category.name }}
            className="se-nav-item"
            {...(active === category.name ? { 'aria-current': 'page' as const } : {})}
          >
            <span className="se-nav-item__label">{category.label}</span>
            <span className="se-nav-item__count">{category.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function PatternsSidebar() {
  useStyles(styles);
  const { query } = useStore($location);
  const library = useStore($patternLibrary);
  const isParts = query.postType === TEMPLATE_PART;
  const categories = useMemo(
    () => patternCategories(library.sources, library.patterns),
    [library.sources, library.patterns],
  );
  const areas = useMemo(
    () => templatePartCategories(library.parts, library.areas),
    [library.parts, library.areas],
  );
  // Counts show once every source has answered (never a part of them); a reload after a change
  // keeps the counts shown until the new ones are in.
  const ready = useRef(false);
  if (!library.patternsLoading) ready.current = true;
  if (!ready.current) return <Spinner />;
  return (
    <nav aria-label={__('Pattern categories')}>
      <CategoryLinks
        categories={categories}
        active={isParts ? undefined : (query.categoryId ?? ALL_PATTERNS)}
      />
      {library.isBlockTheme && (
        <>
          <h3 className="se-pattern-nav__heading">{__('Template parts')}</h3>
          <CategoryLinks
            categories={areas}
            postType={TEMPLATE_PART}
            active={isParts ? (query.categoryId ?? ALL_TEMPLATE_PARTS) : undefined}
          />
        </>
      )}
    </nav>
  );
}
