import { ListEditor } from '#admin/components/list-editor.tsx';
import { useTexts } from '#admin/lib/language.tsx';
import { projectFormTexts } from '#admin/lib/texts/projects.ts';
import type { ProjectFields } from '#admin/features/projects-enhanced/components/project-enhanced-values.ts';

// What the project set out to do and what it achieved, one line each.

export function ScopeFields({ values, set, errors }: ProjectFields) {
  const texts = useTexts(projectFormTexts);
  const f = texts.fields;
  return (
    <section className="form-section" aria-labelledby="pe-scope">
      <h2 id="pe-scope" className="form-section__title">
        {texts.sections.scope}
      </h2>
      <div className="form-grid">
        <ListEditor
          legend={f.scope}
          itemLabel={texts.objective}
          addLabel={texts.addObjective}
          values={values.scope_objectives}
          onChange={set('scope_objectives')}
          error={errors.scope_objectives}
        />
        <ListEditor
          legend={f.results}
          itemLabel={texts.result}
          addLabel={texts.addResult}
          values={values.key_results}
          onChange={set('key_results')}
          error={errors.key_results}
        />
      </div>
    </section>
  );
}
