// The frame of every sidebar screen: a back button (or, at the root, the dashboard link), the
// title, the description, the screen's own content and an optional footer.
import type { ReactNode } from 'react';
import { __ } from '../../i18n';
import { Icon } from '../../ui/icons';

export interface SidebarFrameProps {
  title: string;
  description?: string;
  /** Back to the previous path; absent at the root, where the dashboard link shows instead. */
  onBack?: () => void;
  dashboard?: { href: string; text: string };
  children?: ReactNode;
  footer?: ReactNode;
}

export function SidebarFrame({
  title,
  description,
  onBack,
  dashboard,
  children,
  footer,
}: SidebarFrameProps) {
  return (
    <nav className="se-sidebar-screen" aria-label={title}>
      <div className="se-sidebar-screen__header">
        {onBack ? (
          <button
            type="button"
            className="se-icon-button se-back"
            aria-label={__('Back')}
            onClick={onBack}
          >
            <Icon name="back" className="se-flip-rtl" />
          </button>
        ) : dashboard ? (
          <a className="se-icon-button se-back" href={dashboard.href} aria-label={dashboard.text}>
            <Icon name="back" className="se-flip-rtl" />
          </a>
        ) : null}
        <h2 className="se-sidebar-screen__title">{title}</h2>
      </div>
      {description && <p className="se-sidebar-screen__description">{description}</p>}
      <div className="se-sidebar-screen__content">{children}</div>
      {footer && <div className="se-sidebar-screen__footer">{footer}</div>}
    </nav>
  );
}
