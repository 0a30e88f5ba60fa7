import { INSTRUCTION_TYPE_LABELS, withArticle } from './instruction-types';

it('puts the article each type label is read with before it', () => {
  expect(Object.values(INSTRUCTION_TYPE_LABELS).map(withArticle)).toEqual([
    'an ICP',
    'a Buyer Persona',
    'a USP',
    'a Company Research',
    'an ICP Edit',
    'a Buyer Persona Edit',
    'a USP Edit',
  ]);
});
