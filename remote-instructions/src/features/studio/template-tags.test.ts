import { analyseTemplate } from '@portal/contract/template';
import { templateSegments } from './template-tags';

const segmentsOf = (text: string, type: Parameters<typeof analyseTemplate>[1] = 'ICP') =>
  templateSegments(text, analyseTemplate(text, type));

it('splits a text into plain runs and tags, which join back to the text', () => {
  const text = 'For {{tenant.name}}:\n{{#icp.segments}}- {{name}}\n{{/icp.segments}}done';
  const segments = segmentsOf(text);

  expect(segments.map((segment) => segment.text).join('')).toBe(text);
  expect(segments.filter((segment) => segment.kind === 'tag')).toEqual([
    { kind: 'tag', text: '{{tenant.name}}', problem: false },
    { kind: 'tag', text: '{{#icp.segments}}', problem: false },
    { kind: 'tag', text: '{{name}}', problem: false },
    { kind: 'tag', text: '{{/icp.segments}}', problem: false },
  ]);
});

it('marks the tags the check refuses, on their own line only', () => {
  const segments = segmentsOf('{{icp.name}}\n{{icp.nam}} and {{usp.name}}\n{{icp.name}}');

  expect(segments.filter((segment) => segment.kind === 'tag')).toEqual([
    { kind: 'tag', text: '{{icp.name}}', problem: false },
    { kind: 'tag', text: '{{icp.nam}}', problem: true },
    { kind: 'tag', text: '{{usp.name}}', problem: true },
    { kind: 'tag', text: '{{icp.name}}', problem: false },
  ]);
});

it('marks an unclosed section where it opens, and leaves comments and plain text alone', () => {
  const segments = segmentsOf('{{! a note }}\n{{#icp.segments}}- {{name}}');

  expect(segments).toEqual([
    { kind: 'text', text: '{{! a note }}\n' },
    { kind: 'tag', text: '{{#icp.segments}}', problem: true },
    { kind: 'text', text: '- ' },
    { kind: 'tag', text: '{{name}}', problem: false },
  ]);
  expect(segmentsOf('No tags here')).toEqual([{ kind: 'text', text: 'No tags here' }]);
});

it('marks a triple-brace tag by its name', () => {
  expect(segmentsOf('{{{tenant.nam}}}')).toEqual([
    { kind: 'tag', text: '{{{tenant.nam}}}', problem: true },
  ]);
});
