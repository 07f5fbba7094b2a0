import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader, type Crumb } from '#admin/components/page-header.tsx';
import { LoadingState } from '#admin/components/states.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { commonTexts } from '#admin/lib/texts/common.ts';

// A collection's New screen: the form waits for the list, whose length is the
// new item's place at the end of the order.

export interface CreateScreenProps {
  title: string;
  crumbs: Crumb[];
  list: UseQueryResult<readonly unknown[]>;
  form: (count: number) => ReactNode;
}

export function CreateScreen({ title, crumbs, list, form }: CreateScreenProps) {
  const common = useTexts(commonTexts);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {list.isPending ? <LoadingState label={common.loading} /> : form(list.data?.length ?? 0)}
    </>
  );
}
