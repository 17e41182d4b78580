// The pieces every Styles screen is made of: its header (back to the parent section, title,
// description), links to other sections, and titled sections.
import type { ReactNode } from 'react';
import { __ } from '../../i18n';
import type { EditorQuery } from '../../routing/location';
import { $location, navigate } from '../../stores/router';
import { type IconName, Icon } from '../../ui/icons';
import { Link } from '../../ui/link';

/** The query of the Styles route with another section (the preview choice is kept). */
export function sectionQuery(section: string): EditorQuery {
  const { query } = $location.get();
  return { ...query, section };
}

export function openSection(section: string): void {
  navigate('/styles', sectionQuery(section));
}

export function ScreenHeader({
  title,
  description,
  parent,
}: {
  title: string;
  description?: string;
  /** The parent section; none at the root. */
  parent?: string | undefined;
}) {
  return (
    <>
      <div className="st-screen__header">
        {parent !== undefined && (
          <Link
            to="/styles"
            query={sectionQuery(parent)}
            className="se-icon-button st-icon-button"
            aria-label={__('Back')}
          >
            <Icon name="back" className="se-flip-rtl" />
          </Link>
        )}
        <h2 className="st-screen__title" tabIndex={-1} data-screen-title="">
          {title}
        </h2>
      </div>
      {description && <p className="st-screen__description">{description}</p>}
    </>
  );
}

export function SectionLink({
  section,
  icon,
  children,
}: {
  section: string;
  icon?: IconName;
  children: ReactNode;
}) {
  return (
    <li>
      <Link to="/styles" query={sectionQuery(section)} className="st-nav__item">
        {icon && <Icon name={icon} />}
        <span className="st-nav__label">{children}</span>
        <Icon name="forward" className="se-flip-rtl st-nav__chevron" />
      </Link>
    </li>
  );
}

export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="st-section" {...(title ? { 'aria-label': title } : {})}>
      {title && <h3 className="st-section__title">{title}</h3>}
      {children}
    </section>
  );
}
