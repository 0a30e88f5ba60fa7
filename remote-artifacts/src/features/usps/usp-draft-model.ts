import type { UspDraft } from '@portal/contract';
import { toUspFormValues, type UspFormValues } from './usp-form-model';

/** The form filled from a drafted USP (issue 21), lists one per line, for review. */
export const fromUspDraft = (draft: UspDraft): UspFormValues => toUspFormValues(draft);
