/** A message template's `{{name}}` placeholders filled from `params` as i18next does; unknown ones are left as they are. */
export function messageOf(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => String(params[name] ?? placeholder));
}
