import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// The title row of every screen: breadcrumb, h1, a line of context and the main action.

export interface Crumb {
  label: string;
  to: string;
}

export function PageHeader({
  title,
  description,
  actions,
  crumbs,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  crumbs?: Crumb[];
}) {
  const texts = useTexts(commonTexts);
  return (
    <header className="page-header">
      <div className="page-header__text">
        {crumbs && crumbs.length > 0 ? (
          <nav aria-label={texts.breadcrumb} className="breadcrumb">
            <ol>
              {crumbs.map((crumb) => (
                <li key={crumb.to}>
                  <Link to={crumb.to}>{crumb.label}</Link>
                </li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        ) : null}
        <h1 className="page-header__title">{title}</h1>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
