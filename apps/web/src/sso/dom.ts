import type { SsoTextKey } from './texts';

export function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`sso.html lacks #${id}`);
  return element as T;
}

/** Fills every `data-t` (text) and `data-t-placeholder` element from the dictionary. */
export function applyTexts(root: ParentNode, text: (key: SsoTextKey) => string): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-t]')) el.textContent = text(el.dataset.t as SsoTextKey);
  for (const el of root.querySelectorAll<HTMLInputElement>('[data-t-placeholder]'))
    el.placeholder = text(el.dataset.tPlaceholder as SsoTextKey);
}

/** A submit button in its busy state is disabled and says so (`data-busy` names its busy text). */
export function setBusy(button: HTMLButtonElement, busy: boolean, text: (key: SsoTextKey) => string): void {
  button.disabled = busy;
  button.setAttribute('aria-busy', String(busy));
  const label = button.querySelector<HTMLElement>('[data-t]');
  if (!label) return;
  // Switching the key (not just the text) keeps the busy text right when the language changes.
  label.dataset.t = busy ? button.dataset.busy : button.dataset.idle;
  label.textContent = text(label.dataset.t as SsoTextKey);
}

/** Shows a message in an alert element, or hides it when the message is empty. */
export function showMessage(element: HTMLElement, message: string): void {
  element.textContent = message;
  element.hidden = message === '';
}
