// The code of a page section below the fold, in a chunk of its own: a server-rendered page
// downloads it only when the section is about to hydrate (near the viewport or touched), so
// the first view carries just the code of what is on screen. The server renders every
// section, so its renderer loads all of them with the page (pages.ts).

import type { ComponentType } from 'react';

export interface SectionCode {
  /** The section's component once its code is here. */
  readonly Component: ComponentType | undefined;
  /** Downloads the code once; the same promise every time. */
  load(): Promise<ComponentType>;
}

const everySection = new Set<SectionCode>();

/** Longest wait between two tries of a download that failed. */
const MAX_RETRY_DELAY_MS = 30_000;

/** Tries again until the download succeeds: meanwhile a server-rendered section keeps its markup
 *  (its links work as plain links) instead of the page failing for want of one section. */
const untilLoaded = async (load: () => Promise<ComponentType>): Promise<ComponentType> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      console.warn('[page-section] could not load a section, trying again', error);
      await new Promise((resume) => setTimeout(resume, Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** attempt)));
    }
  }
};

/** `load` imports the module: `sectionCode(() => import('./pricing-section').then((m) => m.PricingSection))`. */
export const sectionCode = (load: () => Promise<ComponentType>): SectionCode => {
  let loading: Promise<ComponentType> | undefined;
  const code: SectionCode = {
    Component: undefined,
    load: () => {
      loading ??= untilLoaded(load).then((Component) => {
        (code as { Component?: ComponentType }).Component = Component;
        return Component;
      });
      return loading;
    },
  };
  everySection.add(code);
  return code;
};

/** Loads the code of every section the pages loaded so far declare (the server renders them all). */
export const loadAllSectionCode = async (): Promise<void> => {
  await Promise.all([...everySection].map((code) => code.load()));
};
