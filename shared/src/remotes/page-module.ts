import type { ComponentType } from 'react';

/** The props of a page the portal renders as is, with nothing passed in. */
export type NoProps = Record<string, never>;

/** An exposed page: its module's default export is the page component. */
export interface PageModule<Props extends object = NoProps> {
  default: ComponentType<Props>;
}
