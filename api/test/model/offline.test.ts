import { createOfflineProvider, OFFLINE_MODEL } from '../../src/model/offline';
import { ModelError } from '../../src/model/provider';

const offline = createOfflineProvider();
const PROMPT = 'Draft an ICP for Acme Corp.\nSegments:\n- Enterprise: 1000+ seats';
const VARIABLES = [
  { name: 'tenant.name', value: 'Acme Corp' },
  { name: 'icp.segments', value: 'Enterprise\nMid-market' },
  { name: 'icp.description', value: '' },
];

describe('offline provider', () => {
  test('says it is not a model, then echoes the prompt counts and the variables', async () => {
    const answer = await offline.complete({
      messages: [{ role: 'user', content: PROMPT }],
      variables: VARIABLES,
    });

    expect(answer.model).toBe('offline (not a model)');
    expect(answer.text).toBe(
      [
        'This is the offline provider, not a model: no model was called.',
        'Set MODEL_BASE_URL and MODEL_NAME to send prompts to a real model (README, "Model provider").',
        '',
        'Prompt received: 10 words, 3 lines, 63 characters.',
        'Variables used (3):',
        '- tenant.name: Acme Corp',
        '- icp.segments:',
        '    Enterprise',
        '    Mid-market',
        '- icp.description: (empty)',
      ].join('\n'),
    );
  });

  test('is deterministic, and says so without variables too', async () => {
    const request = { messages: [{ role: 'user' as const, content: '' }] };
    const first = await offline.complete(request);

    expect(await offline.complete(request)).toEqual(first);
    expect(first.text).toMatch(/^This is the offline provider, not a model: no model was called\./);
    expect(first.text).toContain('Prompt received: 0 words, 0 lines, 0 characters.');
    expect(first.text).toMatch(/Variables used: none\.$/);
  });

  test('counts in the singular when there is one', async () => {
    const answer = await offline.complete({ messages: [{ role: 'user', content: 'Hi' }] });

    expect(answer.text).toContain('Prompt received: 1 word, 1 line, 2 characters.');
  });

  test('asked for JSON, answers JSON whose first field is the notice', async () => {
    const answer = await offline.complete({
      messages: [{ role: 'user', content: PROMPT }],
      responseFormat: 'json',
      variables: VARIABLES,
    });

    expect(JSON.parse(answer.text)).toEqual({
      notice: 'This is the offline provider, not a model: no model was called.',
      howToConfigure:
        'Set MODEL_BASE_URL and MODEL_NAME to send prompts to a real model (README, "Model provider").',
      prompt: { words: 10, lines: 3, characters: 63 },
      variables: {
        'tenant.name': 'Acme Corp',
        'icp.segments': 'Enterprise\nMid-market',
        'icp.description': '',
      },
    });
    expect(answer.text.startsWith('{"notice":')).toBe(true);
  });

  test('names itself as the offline kind and model', () => {
    expect(offline).toMatchObject({ kind: 'offline', model: OFFLINE_MODEL });
  });

  test('a cancelled call is cancelled', async () => {
    const cancel = new AbortController();
    cancel.abort();

    await expect(
      offline.complete({ messages: [{ role: 'user', content: PROMPT }], signal: cancel.signal }),
    ).rejects.toEqual(new ModelError('cancelled', 'The model call was cancelled.'));
  });
});
