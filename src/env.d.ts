/// <reference types="astro/client" />

// Build-time settings of the public site's contact form (src/lib/contact/providers.ts).
interface ImportMetaEnv {
  readonly PUBLIC_CONTACT_PROVIDER?: string;
  readonly PUBLIC_CONTACT_EMAIL?: string;
  readonly PUBLIC_FORMSUBMIT_URL?: string;
  readonly PUBLIC_EMAILJS_SERVICE_ID?: string;
  readonly PUBLIC_EMAILJS_TEMPLATE_ID?: string;
  readonly PUBLIC_EMAILJS_PUBLIC_KEY?: string;
  readonly PUBLIC_EMAILJS_ORIGIN?: string;
}
