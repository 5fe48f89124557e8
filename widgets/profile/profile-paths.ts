import type { Noun } from './entry-actions.js';

/** The app address of the Personal information page and its add and change pages (routes.json children). */
export const profileUrl = (profilePath: string) => `/${profilePath}`;
export const addUrl = (profilePath: string, noun: Noun) => `/${profilePath}/${noun}/add`;
export const changeUrl = (profilePath: string, noun: Noun, key: string) => `/${profilePath}/${noun}/${encodeURIComponent(key)}/edit`;
