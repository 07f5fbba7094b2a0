import { TextAreaField, TextField } from '#admin/components/form-fields.tsx';
import { FormattedTextField } from '#admin/components/formatted-text/formatted-text-field.tsx';
import { ListEditor } from '#admin/components/list-editor.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { projectFormTexts } from '#admin/lib/texts/projects.ts';
import { fill } from '#src/i18n/fill.ts';
import type { ProjectFields } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';
import { addStylesheet } from '#admin/lib/stylesheets.ts';
import projectsEnhancedStylesheet from '#admin/features/projects-enhanced/projects-enhanced.css?url';

addStylesheet(projectsEnhancedStylesheet);

// The project's French texts, each French field beside the English text it translates.

/** The English text beside its French field: what is being translated. */
function Source({ label, text }: { label: string; text: string | readonly string[] }) {
  const texts = useTexts(projectFormTexts);
  const entries = (typeof text === 'string' ? [text] : text).filter((entry) => entry.trim() !== '');
  return (
    <div className="translation__source" lang="en">
      <p className="translation__label">{fill(texts.english, { label })}</p>
      {entries.length === 0 ? (
        <p className="translation__empty">{texts.noEnglish}</p>
      ) : typeof text === 'string' ? (
        <p className="translation__text">{text}</p>
      ) : (
        <ul className="translation__text">
          {entries.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type FrenchTextKey = 'title' | 'project_summary' | 'description' | 'duration_display' | 'location_city' | 'location_country';
type FrenchListKey = 'scope_objectives' | 'key_results';

/** One French field of the form, beside its English text: a line, a box of `rows` lines, or a list. */
type FieldName = keyof (typeof projectFormTexts)['en']['fields'];
type FrenchSpec =
  | { field: FrenchTextKey; label: FieldName; max: number; rows?: number; placeholder?: boolean }
  | { field: FrenchListKey; label: FieldName; item: 'objective' | 'result' };

const frenchFields: FrenchSpec[] = [
  { field: 'title', label: 'title', max: 200 },
  { field: 'project_summary', label: 'summary', max: 1000, rows: 3 },
  { field: 'description', label: 'description', max: 10000, rows: 6 },
  { field: 'scope_objectives', label: 'scope', item: 'objective' },
  { field: 'key_results', label: 'results', item: 'result' },
  { field: 'duration_display', label: 'duration', max: 100, placeholder: true },
  { field: 'location_city', label: 'city', max: 100 },
  { field: 'location_country', label: 'country', max: 100 },
];

function FrenchField({ spec, values, set, errors }: ProjectFields & { spec: FrenchSpec }) {
  const texts = useTexts(projectFormTexts);
  const english = texts.fields[spec.label];
  const label = fill(texts.inFrench, { label: english });
  if ('item' in spec) {
    const listKey = `fr.${spec.field}` as const;
    const item = spec.item === 'objective' ? texts.objective : texts.result;
    return (
      <>
        <Source label={english} text={values[spec.field]} />
        <ListEditor
          legend={label}
          itemLabel={fill(texts.inFrench, { label: item })}
          addLabel={fill(texts.addFrench, { item: item.toLowerCase() })}
          lang="fr"
          values={values[listKey]}
          onChange={set(listKey)}
          error={errors[listKey]}
        />
      </>
    );
  }
  const textKey = `fr.${spec.field}` as const;
  const common = { label, lang: 'fr', value: values[textKey], onValueChange: set(textKey), error: errors[textKey], maxLength: spec.max };
  return (
    <>
      <Source label={english} text={values[spec.field]} />
      {spec.field === 'description' ? (
        <FormattedTextField {...common} rows={8} french />
      ) : spec.rows ? (
        <TextAreaField {...common} rows={spec.rows} />
      ) : (
        <TextField {...common} placeholder={spec.placeholder ? texts.frenchDurationPlaceholder : undefined} />
      )}
    </>
  );
}

export function TranslationPanel(fields: ProjectFields) {
  const texts = useTexts(projectFormTexts);
  return (
    <section className="form-section" aria-labelledby="pe-french">
      <h2 id="pe-french" className="form-section__title">
        {texts.sections.french}
      </h2>
      <p className="form-section__intro">{texts.frenchIntro}</p>
      <div className="translation">
        {frenchFields.map((spec) => (
          <FrenchField key={spec.field} spec={spec} {...fields} />
        ))}
      </div>
    </section>
  );
}
