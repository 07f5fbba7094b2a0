import type { DeployContext } from '#src/schemas/deploy.ts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { authMessages, loginSchema, type SessionUser } from '#src/schemas/auth.ts';
import { FormError, TextField } from '#admin/components/form-fields.tsx';
import { focusFirstError, validate, type FieldErrors } from '#admin/lib/validate.ts';
import { login } from '#admin/features/auth/api.ts';

// The sign-in form: both fields required, 'Sign In' / 'Signing in...', and the
// error texts of spec section 8.

export function LoginForm({ onSignedIn }: { onSignedIn: (token: string, user: SessionUser, deployContext: DeployContext) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (result.success) {
        onSignedIn(result.token, result.user, result.deploy_context);
        return;
      }
      setFormError(result.error || authMessages.invalidCredentials);
    },
    // No answer, or one that is not a sign-in answer: the server could not be reached.
    onError: () => {
      setFormError(authMessages.network);
    },
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const result = validate(loginSchema, { username, password });
    if (!result.success) {
      setErrors(result.errors);
      window.requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setErrors({});
    mutation.mutate(result.data);
  };

  const busy = mutation.isPending;

  return (
    <form ref={formRef} className="login-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onValueChange={(value) => {
          setUsername(value);
          if (errors.username) setErrors({ ...errors, username: undefined });
        }}
        error={errors.username}
        required
      />
      <div className="password-field">
        <TextField
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
          error={errors.password}
          required
        />
        <button
          type="button"
          className="link-button password-field__toggle"
          aria-pressed={showPassword}
          onClick={() => setShowPassword(!showPassword)}
        >
          {showPassword ? 'Hide password' : 'Show password'}
        </button>
      </div>
      <FormError message={formError} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
