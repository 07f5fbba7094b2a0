import { MultiSelect, type MultiSelectOption } from '#admin/components/multi-select.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { projectFormTexts } from '#admin/lib/texts/projects.ts';
import type { ProjectFields } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';

// The project's categories, sectors and technologies, picked from the
// taxonomies, and its related documents, picked from the documents library
// (the route joins them in, as the feature does not import another).

export interface TaxonomyOptions {
  categories: MultiSelectOption[];
  sectors: MultiSelectOption[];
  technologies: MultiSelectOption[];
  documents: MultiSelectOption[];
  loading: boolean;
}

export function RelationPickers({ values, set, errors, options }: ProjectFields & { options: TaxonomyOptions }) {
  const texts = useTexts(projectFormTexts);
  const f = texts.fields;
  return (
    <section className="form-section" aria-labelledby="pe-classification">
      <h2 id="pe-classification" className="form-section__title">
        {texts.sections.classification}
      </h2>
      <div className="form-grid form-grid--3">
        <MultiSelect
          legend={f.categories}
          options={options.categories}
          selected={values.category_ids}
          onChange={set('category_ids')}
          emptyText={texts.noCategories}
          error={errors.category_ids}
          loading={options.loading}
        />
        <MultiSelect
          legend={f.sectors}
          options={options.sectors}
          selected={values.sector_ids}
          onChange={set('sector_ids')}
          emptyText={texts.noSectors}
          error={errors.sector_ids}
          loading={options.loading}
        />
        <MultiSelect
          legend={f.technologies}
          options={options.technologies}
          selected={values.technology_ids}
          onChange={set('technology_ids')}
          emptyText={texts.noTechnologies}
          error={errors.technology_ids}
          loading={options.loading}
        />
        <MultiSelect
          legend={f.documents}
          options={options.documents}
          selected={values.document_ids}
          onChange={set('document_ids')}
          emptyText={texts.noDocuments}
          error={errors.document_ids}
          loading={options.loading}
        />
      </div>
    </section>
  );
}
