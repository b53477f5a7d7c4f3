/**
 * HTML written by the server (consent, device and error pages) is built with the `html`
 * tagged template: every interpolated value is escaped (escape-html) unless it is already
 * SafeHtml, that is, itself built by `html`. So markup can only come from template text in
 * the source, never from a value, and forgetting to escape is not possible.
 */
import escapeHtml from 'escape-html';

export class SafeHtml {
  constructor(private readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}

/** What may stand in a template: text (escaped), numbers, SafeHtml, lists of them; null, undefined and false write nothing. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
