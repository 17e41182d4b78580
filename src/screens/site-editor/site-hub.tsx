// The site hub (spec 2.3): the site icon, the site title (or its address) opening the home page in
// a new tab, and the command palette button.
import { useStore } from '@nanostores/react';
import { __ } from '../../i18n';
import { mobileHubTarget, type ThemeTraits } from '../../routing/screens';
import { $location, navigate } from '../../stores/router';
import { $siteIdentity } from '../../stores/site';
import { Icon } from '../../ui/icons';
import { useIsMobile } from '../../ui/viewport';

export interface SiteHubProps {
  theme: ThemeTraits;
  dashboard: { href: string; text: string };
  onOpenCommands: () => void;
}

export function SiteHub({ theme, dashboard, onOpenCommands }: SiteHubProps) {
  const site = useStore($siteIdentity);
  const { path } = useStore($location);
  const isMobile = useIsMobile();
  const toEditor = isMobile && mobileHubTarget(path, theme) === 'site-editor';
  const icon = site.iconUrl ? (
    <img className="se-hub__site-icon" src={site.iconUrl} alt="" width={32} height={32} />
  ) : (
    <Icon name="site" size={32} />
  );
  return (
    <div className="se-hub" part="hub">
      {toEditor ? (
        <button
          type="button"
          className="se-hub__icon"
          aria-label={__('Go to Site Editor')}
          onClick={() => navigate('/')}
        >
          {icon}
        </button>
      ) : (
        <a className="se-hub__icon" href={dashboard.href} aria-label={__('Go to the Dashboard')}>
          {icon}
        </a>
      )}
      <a
        className="se-hub__title"
        href={site.home || site.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="se-hub__title-text">
          {site.title || stripProtocol(site.url || site.home)}
        </span>
        <span className="se-visually-hidden">{__('(opens in a new tab)')}</span>
      </a>
      <button
        type="button"
        className="se-icon-button se-hub__commands"
        aria-label={__('Open command palette')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onOpenCommands}
      >
        <Icon name="search" />
      </button>
    </div>
  );
}

function stripProtocol(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
