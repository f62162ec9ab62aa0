// The shell's HTML page with the runtime config written in as a JSON data block.

import fs from 'node:fs';
import type { RuntimeConfig } from '@agency/shared/contract';

/** JSON that cannot close the script element it sits in. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface PageParts {
  head?: string;
  html?: string;
}

export const createHtmlRenderer = (templateFile: string, config: RuntimeConfig) => {
  const template = fs.readFileSync(templateFile, 'utf8');
  const withConfig = template.replace('<!--app-config-->', jsonForHtml(config));
  return ({ head = '', html = '' }: PageParts = {}): string =>
    withConfig.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
};
