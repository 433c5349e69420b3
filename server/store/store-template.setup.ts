import { storeTemplate } from './store-template.ts';

/** Vitest's global setup: the store template is made once, before the test files start loading it. */
export default async function setup(): Promise<void> {
  await storeTemplate();
}
