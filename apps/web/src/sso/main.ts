import './sso.css';
import { safeRedirectUrl } from '@apex/shared/auth';
import { LOCALES, type TLocale } from '@apex/shared/i18n';
import { pickLocale } from '../platform/initial-locale';
import { LANGUAGE_NAMES } from '../platform/language-names';
import { readStored, STORAGE_KEYS, writeStored } from '../platform/storage';
import { TransportError } from '../platform/transport';
import { applyTexts, byId, setBusy, showMessage } from './dom';
import { createPasswordStep } from './password-step';
import { loadPublicConfig, SSO_CONTRACT, signIn } from './sign-on-api';
import { SSO_TEXTS, type SsoTextKey } from './texts';

let locale = pickLocale(readStored(STORAGE_KEYS.language), navigator.languages);
let productTitle = document.title;
const text = (key: SsoTextKey) => SSO_TEXTS[locale][key];
const config = loadPublicConfig();

const form = byId<HTMLFormElement>('sign-in');
const submit = byId<HTMLButtonElement>('sign-in-submit');
const alert = byId<HTMLElement>('sign-in-error');
const username = byId<HTMLInputElement>('username');
const password = byId<HTMLInputElement>('password');
const languages = byId<HTMLSelectElement>('language');
const passwordStep = createPasswordStep(() => locale, text);

function applyLanguage() {
  document.documentElement.lang = locale.replace('_', '-');
  document.title = `${text('signIn')} - ${productTitle}`;
  applyTexts(document, text);
  passwordStep.refresh();
}

/** spec §2.1: the app's /loginsso keeps the token and goes on to the (checked) redirect. */
async function enterApp(token: string) {
  const portalOrigins = (await config)?.portalOrigins ?? [];
  const target = safeRedirectUrl(
    new URLSearchParams(location.search).get('redirectUrl'),
    location.origin,
    portalOrigins,
  );
  location.assign(`/loginsso?${new URLSearchParams({ token, redirectUrl: target })}`);
}

async function onSubmit(event: SubmitEvent) {
  event.preventDefault();
  const missing = !username.value.trim() ? 'accountRequired' : !password.value ? 'passwordRequired' : undefined;
  if (missing) {
    showMessage(alert, text(missing));
    (missing === 'accountRequired' ? username : password).focus();
    return;
  }
  setBusy(submit, true, text);
  showMessage(alert, '');
  try {
    const { envelope } = await signIn(username.value, password.value, locale);
    if (envelope.statusCode === 200) {
      if (envelope.code && SSO_CONTRACT.passwordChangeCodes.includes(envelope.code))
        await passwordStep.start(envelope.message, envelope.data, username.value.trim());
      return await enterApp(envelope.data);
    }
    showMessage(alert, envelope.message);
  } catch (error) {
    showMessage(alert, error instanceof TransportError ? text('unreachable') : String(error));
  }
  setBusy(submit, false, text);
  password.select();
}

for (const value of LOCALES) languages.add(new Option(LANGUAGE_NAMES[value], value, false, value === locale));
languages.addEventListener('change', () => {
  locale = languages.value as TLocale;
  writeStored(STORAGE_KEYS.language, locale);
  applyLanguage();
});
form.addEventListener('submit', onSubmit);
applyLanguage();
username.focus();
void config.then((c) => {
  if (!c) return;
  productTitle = c.title;
  for (const el of document.querySelectorAll('[data-product-title]')) el.textContent = c.title;
  applyLanguage();
});
