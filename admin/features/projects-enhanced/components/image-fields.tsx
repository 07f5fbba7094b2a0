import { TextField } from '#admin/components/form-fields.tsx';
import { ImagePreview } from '#admin/components/image-preview.tsx';
import { LogoField } from '#admin/components/logo-field.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import type { LogoUpload } from '#admin/lib/logo-upload.ts';
import { projectFormTexts } from '#admin/lib/texts/projects.ts';
import { fill } from '#src/i18n/fill.ts';
import { FEATURED_IMAGE_SIZE } from '#src/schemas/project-enhanced.ts';
import type { ProjectFields } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';

// The client's logo (by address or upload) and the featured image (by address), each with its preview.

interface ImageFieldsProps extends ProjectFields {
  upload: LogoUpload;
  /** While a logo is being uploaded the form cannot be saved. */
  onUploadingChange: (uploading: boolean) => void;
}

export function ImageFields({ values, set, errors, upload, onUploadingChange }: ImageFieldsProps) {
  const texts = useTexts(projectFormTexts);
  const f = texts.fields;
  const recommended = `${FEATURED_IMAGE_SIZE.width}x${FEATURED_IMAGE_SIZE.height}`;
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
          onUploadingChange={onUploadingChange}
        />
        <div>
          <TextField
            label={f.featuredImage}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={values.featured_image}
            onValueChange={set('featured_image')}
            error={errors.featured_image}
            hint={fill(texts.recommended, { size: recommended })}
          />
          <ImagePreview src={values.featured_image} alt={texts.imagePreview} className="image-preview--wide" />
        </div>
      </div>
    </section>
  );
}
