import type { ReactNode } from 'react';
import { PageHeader } from '#admin/components/page-header.tsx';
import { paths } from '#admin/lib/paths.ts';

/** The dashboard's title row, the same in the app and in admin.html's first frame (ADR 0095). */
export function DashboardHeader({
  title,
  description,
  viewWebsite,
  newTab,
}: {
  title: ReactNode;
  description: ReactNode;
  viewWebsite: ReactNode;
  newTab: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <a className="button button--secondary" href={paths.website} target="_blank" rel="noopener">
          {viewWebsite}
          <span className="visually-hidden">{newTab}</span>
        </a>
      }
    />
  );
}
