import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';

// A collection's list screen: its title (also the document's), a line of
// context, the button to add one and the list itself.

export interface ListScreenProps {
  title: string;
  description: ReactNode;
  newLabel: string;
  newPath: string;
  children: ReactNode;
}

export function ListScreen({ title, description, newLabel, newPath, children }: ListScreenProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link to={newPath} className="button button--primary">
            {newLabel}
          </Link>
        }
      />
      {children}
    </>
  );
}
