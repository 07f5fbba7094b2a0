import { useState } from 'react';
import { LogoField } from '#admin/components/logo-field.tsx';
import { GalleryEditor } from '#admin/components/media/gallery-editor.tsx';
import { ImagePickerField } from '#admin/components/media/image-picker-field.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import type { LogoUpload } from '#admin/lib/logo-upload.ts';
import { projectFormTexts } from '#admin/lib/texts/projects.ts';
import { fill } from '#src/i18n/fill.ts';
import type { MediaRef } from '#src/schemas/media.ts';
import { FEATURED_IMAGE_SIZE } from '#src/schemas/project-enhanced.ts';
import type { ProjectFields } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';

// The client's logo (by address or upload), the featured image (a library
// photo, chosen or uploaded here) and the gallery, each with its preview.

interface ImageFieldsProps extends ProjectFields {
  upload: LogoUpload;
  /** While a logo or a photo is being uploaded the form cannot be saved. */
  onUploadingChange: (uploading: boolean) => void;
  /** The project's photos as its read resolved them (alt texts). */
  media: readonly MediaRef[];
}

export function ImageFields({ values, set, errors, upload, onUploadingChange, media }: ImageFieldsProps) {
  const texts = useTexts(projectFormTexts);
  const f = texts.fields;
  const recommended = `${FEATURED_IMAGE_SIZE.width}x${FEATURED_IMAGE_SIZE.height}`;
  const [logoUploading, setLogoUploading] = useState(false);
  const [photoUploading, setPhotoUploading] = useState(false);
  const report = (logo: boolean, photo: boolean) => onUploadingChange(logo || photo);
  return (
    <section className="form-section" aria-labelledby="pe-images">
      <h2 id="pe-images" className="form-section__title">
        {texts.sections.images}
      </h2>
      <div className="form-grid">
        <LogoField
          label={f.logo}
          value={values.logo_url}
          onValueChange={set('logo_url')}
          upload={upload}
          error={errors.logo_url}
          onUploadingChange={(uploading) => {
            setLogoUploading(uploading);
            report(uploading, photoUploading);
          }}
        />
        <ImagePickerField
          label={f.featuredImage}
          value={values.featured_image}
          onValueChange={set('featured_image')}
          error={errors.featured_image}
          hint={fill(texts.recommended, { size: recommended })}
          previewAlt={texts.imagePreview}
          onUploadingChange={(uploading) => {
            setPhotoUploading(uploading);
            report(logoUploading, uploading);
          }}
        />
        <GalleryEditor value={values.gallery} onChange={set('gallery')} media={media} error={errors.gallery} />
      </div>
    </section>
  );
}
