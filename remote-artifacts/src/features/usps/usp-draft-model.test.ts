import { uspDraftAnswer } from '../../testing/drafts';
import { fromUspDraft } from './usp-draft-model';
import { toUspFields } from './usp-form-model';

it('fills the form from a drafted USP, lists one per line, and sends it back as drafted', () => {
  const values = fromUspDraft(uspDraftAnswer.draft);

  expect(values).toEqual({
    name: 'Fast onboarding',
    products: 'Onboarding Kit\nData Bridge',
    differentiator: 'Live in a week, not a quarter.',
    capabilities: 'Guided setup\nCSV import',
  });
  expect(toUspFields(values)).toEqual(uspDraftAnswer.draft);
});
