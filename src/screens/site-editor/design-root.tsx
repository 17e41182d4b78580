// The sidebar root, 'Design' (spec 2.3): the items the theme allows and the user may use (spec 6:
// design screens need edit_theme_options), and the revisions count.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { __, _n, sprintf } from '../../i18n';
import { designItems, type ThemeTraits } from '../../routing/screens';
import { $currentUser } from '../../stores/current-user';
import { $location } from '../../stores/router';
import { $styleRevisionCount } from '../../stores/site';
import { type IconName, Icon } from '../../ui/icons';
import { lazyScreen } from '../../ui/lazy-screen';
import { Link } from '../../ui/link';
import { prefetchDesignScreens } from './route-screens';
import { SidebarFrame } from './sidebar-frame';

// The Tools menu's code loads on its first use; until then a stand-in button.
const ToolsMenu = lazyScreen(() => import('./tools-menu'), { placeholder: null });

function ToolsButton({ canExport }: { canExport: boolean }) {
  const [mounted, setMounted] = useState(false);
  if (mounted) return <ToolsMenu canExport={canExport} />;
  return (
    <button
      type="button"
      className="se-icon-button se-tools"
      aria-label={__('Tools')}
      aria-haspopup="menu"
      aria-expanded="false"
      onClick={() => setMounted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setMounted(true);
        }
      }}
    >
      <Icon name="more" />
    </button>
  );
}

const itemLabels: Record<string, () => string> = {
  navigation: () => __('Navigation'),
  styles: () => __('Styles'),
  pages: () => __('Pages'),
  templates: () => __('Templates'),
  patterns: () => __('Patterns'),
};

export function DesignRoot({
  theme,
  dashboard,
}: {
  theme: ThemeTraits;
  dashboard: { href: string; text: string };
}) {
  const revisions = useStore($styleRevisionCount);
  const { path } = useStore($location);
  const user = useStore($currentUser);
  // Only the screens the user may use (spec 6): none until the user's capabilities are known.
  const items = designItems(theme, user === null ? null : user?.capabilities);
  // Export is for block themes and users who may export (spec 2.3, 6); the Tools menu always
  // has Welcome Guide.
  const canExport = theme.isBlockTheme && user?.capabilities?.export === true;
  const footer = (
    <div className="se-design-footer">
      {theme.isBlockTheme && revisions ? (
        <Link to="/styles" query={{ section: '/revisions' }} className="se-revisions-link">
          {sprintf(_n('%d Revision', '%d Revisions', revisions), revisions)}
        </Link>
      ) : (
        <span />
      )}
      <ToolsButton canExport={canExport} />
    </div>
  );
  return (
    <SidebarFrame
      title={__('Design')}
      description={__('Customize the appearance of your website using the block editor.')}
      dashboard={dashboard}
      footer={footer}
    >
      <ul className="se-nav-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.path}
              className="se-nav-item"
              {...(path === item.path ? { 'aria-current': 'page' as const } : {})}
              {...(item.id === 'pages'
                ? { onPointerEnter: prefetchDesignScreens, onFocus: prefetchDesignScreens }
                : {})}
            >
              <Icon name={item.id as IconName} />
              <span className="se-nav-item__label">{itemLabels[item.id]?.()}</span>
              <Icon name="forward" className="se-flip-rtl se-nav-item__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </SidebarFrame>
  );
}
