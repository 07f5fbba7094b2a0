import { loginResponseSchema, loginSchema, type LoginInput } from '#src/schemas/auth.ts';
import { ApiError, apiJson } from '#admin/lib/api-client.ts';
import { takeLoginState } from '#admin/lib/login-redirect.ts';
import { href, safeReturnPath } from '#admin/lib/paths.ts';
import { getToken, saveSession } from '#admin/lib/session.ts';
import { focusFirstError, validate, type FieldErrors } from '#admin/lib/validate.ts';
import { site } from '#src/site/config.ts';
import { storedLanguage, storeLanguage } from '#admin/lib/language-store.ts';
import { loginTexts } from '#admin/features/auth/texts.ts';
import { messageText } from '#admin/lib/texts/messages.ts';
import type { Shown } from '#admin/lib/coded-text.ts';

// The behaviour of /admin/login (src/pages/admin/login.astro), without React:
// the page is the admin's first view, so it loads a few kilobytes instead of
// the app (ADR 0026). Both fields required, 'Sign In' / 'Signing in...', the
// error texts of spec section 8, then back to the page first asked for.

/** The page's language: the last one this browser's admin used (the page is built in English). */
let language = storedLanguage(null);
let texts = loginTexts[language];

/** A message of the page, the shared schemas or the server, in the page's language. */
const say = (message: Shown) => messageText(message, language);

type Field = keyof LoginInput;
const fields = ['username', 'password'] as const satisfies readonly Field[];

function element<T extends HTMLElement>(selector: string, kind: abstract new () => T): T {
  const found = document.querySelector(selector);
  if (!(found instanceof kind)) throw new Error(`The login page has no ${selector}`);
  return found;
}

function showFieldError(field: Field, message: Shown | undefined): void {
  const input = element(`#login-${field}`, HTMLInputElement);
  const shell = input.closest('.field');
  const errorId = `${input.id}-error`;
  document.getElementById(errorId)?.remove();
  shell?.classList.toggle('field--invalid', Boolean(message));
  if (message) {
    const text = document.createElement('p');
    text.className = 'field__error';
    text.id = errorId;
    text.textContent = say(message);
    shell?.append(text);
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', errorId);
  } else {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

function showFormError(message: Shown | null): void {
  const slot = element('.form-error-slot', HTMLElement);
  slot.replaceChildren();
  if (message) {
    const text = document.createElement('p');
    text.className = 'form-error';
    text.textContent = say(message);
    slot.append(text);
  }
}

/** Sign-in: a 401 here means wrong credentials, not an ended session. */
async function signIn(input: LoginInput): Promise<{ signedIn: true } | { signedIn: false; message: Shown }> {
  try {
    const result = await apiJson('/api/auth/login', loginResponseSchema, { method: 'POST', body: input, redirectOn401: false });
    if (!result.success) return { signedIn: false, message: { code: result.code, params: result.params, text: result.error } };
    saveSession(result.token, result.user);
    return { signedIn: true };
  } catch (error) {
    if (error instanceof ApiError) return { signedIn: false, message: error.said ?? texts.invalidCredentials };
    // No answer, or one that is not a sign-in answer: the server could not be reached.
    return { signedIn: false, message: texts.network };
  }
}

/** Writes the page's texts in its language, and offers the other one. */
function showLanguage(): void {
  texts = loginTexts[language];
  document.documentElement.lang = language;
  document.title = `${texts.documentTitle} | ${site.name}`;
  element('#login-title', HTMLElement).textContent = texts.title;
  element('.login-card__subtitle', HTMLElement).textContent = texts.subtitle;
  element('label[for="login-username"]', HTMLElement).textContent = texts.username;
  element('label[for="login-password"]', HTMLElement).textContent = texts.password;
  const password = element('#login-password', HTMLInputElement);
  element('.password-field__toggle', HTMLButtonElement).textContent =
    password.type === 'password' ? texts.showPassword : texts.hidePassword;
  element('.login-form [type="submit"]', HTMLButtonElement).textContent = texts.signIn;
  element('.login-card__back a', HTMLElement).textContent = texts.back;
  const other = element('[data-login-language]', HTMLButtonElement);
  other.textContent = texts.other;
  other.lang = language === 'en' ? 'fr' : 'en';
}

function start(): void {
  const state = takeLoginState();
  const destination = href(safeReturnPath(state.from));
  if (getToken()) {
    window.location.replace(destination);
    return;
  }

  if (language !== 'en') showLanguage();
  element('[data-login-language]', HTMLButtonElement).addEventListener('click', () => {
    language = language === 'en' ? 'fr' : 'en';
    storeLanguage(language, null);
    showLanguage();
  });

  if (state.reason) {
    const notice = element('[data-login-notice]', HTMLElement);
    notice.textContent = state.reason === 'expired' ? texts.expired : texts.signedOut;
    notice.hidden = false;
  }

  const form = element('.login-form', HTMLFormElement);
  const submit = element('.login-form [type="submit"]', HTMLButtonElement);
  const password = element('#login-password', HTMLInputElement);
  const toggle = element('.password-field__toggle', HTMLButtonElement);
  let errors: FieldErrors = {};

  toggle.addEventListener('click', () => {
    const show = password.type === 'password';
    password.type = show ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(show));
    toggle.textContent = show ? texts.hidePassword : texts.showPassword;
  });

  for (const field of fields) {
    element(`#login-${field}`, HTMLInputElement).addEventListener('input', () => {
      if (!errors[field]) return;
      errors = { ...errors, [field]: undefined };
      showFieldError(field, undefined);
    });
  }

  const setBusy = (busy: boolean) => {
    submit.disabled = busy;
    submit.textContent = busy ? texts.signingIn : texts.signIn;
    form.setAttribute('aria-busy', String(busy));
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    showFormError(null);
    const values = new FormData(form);
    const result = validate(loginSchema, { username: values.get('username') ?? '', password: values.get('password') ?? '' });
    errors = result.success ? {} : result.errors;
    for (const field of fields) showFieldError(field, errors[field]);
    if (!result.success) {
      focusFirstError(form);
      return;
    }
    setBusy(true);
    void signIn(result.data).then((outcome) => {
      if (outcome.signedIn) {
        window.location.replace(destination);
        return;
      }
      setBusy(false);
      showFormError(outcome.message);
    });
  });
  // Built disabled: a press before this script runs would send the form by
  // GET, the password in the address, instead of showing the field errors.
  submit.disabled = false;
}

start();
