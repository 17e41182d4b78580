// `/template`'s sidebar (spec 2.10): 'All templates' and one view per author text, the active one
// marked. The shell gives the route's title and description.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import {
  activeTemplatesView,
  type TemplateListRecord,
  templatesSidebarItems,
} from '../../templates/wizard';
import { entityRecords } from '../../stores';
import { $location } from '../../stores/router';
import { Link } from '../../ui/link';
import { TEMPLATES_QUERY } from './template-record';

export default function TemplatesSidebar() {
  const location = useStore($location);
  const templates = useStore(
    entityRecords<TemplateListRecord & Record<string, unknown>>(
      'postType',
      'wp_template',
      TEMPLATES_QUERY,
    ),
  );
  const items = useMemo(() => templatesSidebarItems(templates.items), [templates.items]);
  const active = activeTemplatesView(location.query.activeView);
  return (
    <ul className="se-nav-list">
      {items.map((item) => (
        <li key={item.view}>
          <Link
            to={item.location.path}
            query={item.location.query}
            className="se-nav-item"
            {...(active === item.view ? { 'aria-current': 'page' as const } : {})}
          >
            <span className="se-nav-item__label">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
