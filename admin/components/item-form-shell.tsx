import type { ReactNode, Ref, SubmitEvent } from 'react';
import { FormFooter } from '#admin/components/form-footer.tsx';
import { OrderAndSwitchFields } from '#admin/components/order-and-switch-fields.tsx';
import type { Shown } from '#admin/lib/coded-text.ts';

// The frame of an ordered item's New / Edit form: the merge panel after a
// conflict, one titled section with the collection's own fields, its place
// in the order and its show-on-site switch, the footer, and the dialog that
// guards unsaved changes.

export interface ItemFormShellProps {
  /** From `useEntityForm`: the form, its submit, its state, the merge panel and the unsaved-changes dialog. */
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  busy: boolean;
  conflictPanel: ReactNode;
  guardDialog: ReactNode;
  form: {
    values: { display_order: string };
    set: (field: 'display_order') => (value: string) => void;
    errors: { display_order?: Shown | undefined };
    formError: Shown | null;
  };
  /** The switch that shows the item on the site. */
  shown: { checked: boolean; onChange: (checked: boolean) => void; label: string; hint: string };
  sectionId: string;
  texts: { section: string; orderHint: string; cancel: string; add: string };
  listPath: string;
  editing: boolean;
  uploading: boolean;
  children: ReactNode;
}

export function ItemFormShell({
  formRef,
  onSubmit,
  busy,
  conflictPanel,
  guardDialog,
  form,
  shown,
  sectionId,
  texts,
  listPath,
  editing,
  uploading,
  children,
}: ItemFormShellProps) {
  return (
    <form ref={formRef} className="entity-form entity-form--narrow" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {conflictPanel}
      <section className="form-section" aria-labelledby={sectionId}>
        <h2 id={sectionId} className="form-section__title">
          {texts.section}
        </h2>
        <div className="stack">
          {children}
          <OrderAndSwitchFields
            order={form.values.display_order}
            onOrderChange={form.set('display_order')}
            orderError={form.errors.display_order}
            orderHint={texts.orderHint}
            switchLabel={shown.label}
            checked={shown.checked}
            onCheckedChange={shown.onChange}
            switchHint={shown.hint}
          />
        </div>
      </section>
      <FormFooter
        error={form.formError}
        listPath={listPath}
        cancelLabel={texts.cancel}
        addLabel={texts.add}
        editing={editing}
        busy={busy}
        uploading={uploading}
      />
      {guardDialog}
    </form>
  );
}
