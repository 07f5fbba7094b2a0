import { PageHeader } from '#admin/components/page-header.tsx';
import { useDocumentTitle } from '#admin/lib/use-document-title.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { mediaLibraryTexts } from '#admin/features/media/texts.ts';
import { MediaLibrary } from '#admin/features/media/components/media-library.tsx';

// /admin/media: the photo library.

export function MediaRoute() {
  const texts = useTexts(mediaLibraryTexts);
  useDocumentTitle(texts.title);
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <MediaLibrary />
    </>
  );
}
