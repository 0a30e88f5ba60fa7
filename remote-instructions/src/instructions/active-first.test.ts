import type { Prompt } from '@portal/contract';
import { activeFirst } from './active-first';

const prompt = (name: string, isActive: 0 | 1, updatedAt: string): Prompt => ({
  id: name,
  version: '1.0',
  description: name,
  promptType: 'ICP',
  promptContent: '',
  updatedAt,
  isActive,
  author: null,
});

it('puts active prompts first, each group most recent first, ties in server order', () => {
  const prompts = [
    prompt('old inactive', 0, '2025-01-01T00:00:00Z'),
    prompt('old active', 1, '2025-01-02T00:00:00Z'),
    prompt('new inactive', 0, '2025-03-01T00:00:00Z'),
    prompt('new active', 1, '2025-02-01T00:00:00Z'),
    prompt('tied active', 1, '2025-02-01T00:00:00Z'),
  ];

  expect(activeFirst(prompts).map((entry) => entry.description)).toEqual([
    'new active',
    'tied active',
    'old active',
    'new inactive',
    'old inactive',
  ]);
  expect(prompts[0]?.description).toBe('old inactive');
});
