export const APP_CONFIG: string;
export const SITE_SETTINGS: string;
export interface Setting {
  name: string;
  group: string;
  optional: boolean;
  defaultValue: string | undefined;
  rules: string[];
  meaning: string;
}
export function apiSettings(root?: string): Setting[];
export function siteServerSettings(root?: string): { names: string[]; meaning: string }[];
export function declarationProblems(root?: string): string[];
export function configurationMarkdown(root?: string): string;
