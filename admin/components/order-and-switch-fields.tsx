import type { ReactNode } from 'react';
import { DisplayOrderField, SwitchField } from '#admin/components/form-fields.tsx';
import type { Shown } from '#admin/lib/coded-text.ts';

// Side by side at the end of an item's form: its place in the order and the
// switch that shows it on the site (active, published…).

export interface OrderAndSwitchFieldsProps {
  order: string;
  onOrderChange: (value: string) => void;
  orderError: Shown | undefined;
  orderHint: ReactNode;
  switchLabel: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  switchHint: ReactNode;
}

export function OrderAndSwitchFields(props: OrderAndSwitchFieldsProps) {
  return (
    <div className="form-grid">
      <DisplayOrderField value={props.order} onValueChange={props.onOrderChange} error={props.orderError} hint={props.orderHint} />
      <SwitchField label={props.switchLabel} checked={props.checked} onCheckedChange={props.onCheckedChange} hint={props.switchHint} />
    </div>
  );
}
