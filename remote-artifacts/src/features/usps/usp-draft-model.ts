import type { UspDraft } from '@portal/contract';
import type { UspFormValues } from './usp-form-model';

/** The form filled from a drafted USP (issue 21), lists one per line, for review. */
export function fromUspDraft(draft: UspDraft): UspFormValues {
  return {
    name: draft.name,
    products: draft.products.join('\n'),
    differentiator: draft.differentiator,
    capabilities: draft.capabilities.join('\n'),
  };
}
