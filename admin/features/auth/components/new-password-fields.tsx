import type { Shown } from '#admin/lib/coded-text.ts';
import { PASSWORD_MIN_LENGTH } from '#src/schemas/staff.ts';
import { TextField } from '#admin/components/form-fields.tsx';
import { fill } from '#src/i18n/fill.ts';

// A password a person chooses, typed twice: the password change and the
// invitation page ask for it the same way (the same rules, src/schemas/staff.ts).

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string; atLeast: string };
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: Shown | undefined; confirm?: Shown | undefined };
}

export function NewPasswordFields({ labels, password, confirm, onPasswordChange, onConfirmChange, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={onPasswordChange}
        error={errors.password}
        hint={fill(labels.atLeast, { count: PASSWORD_MIN_LENGTH })}
        required
      />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={onConfirmChange}
        error={errors.confirm}
        required
      />
    </>
  );
}
