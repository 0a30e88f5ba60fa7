import { fetchRuntimeConfig, getRuntimeConfig } from './runtime-config';

function answer(status: number, body: unknown) {
  window.fetch = jest
    .fn()
    .mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

it('applies a valid configuration', async () => {
  answer(200, {
    apiBaseUrl: 'http://api:4000',
    remotes: { remote_auth: 'http://auth/mf-manifest.json' },
  });

  await fetchRuntimeConfig('/portal.config.json');
  expect(getRuntimeConfig()).toMatchObject({
    apiBaseUrl: 'http://api:4000',
    remotes: { remote_auth: 'http://auth/mf-manifest.json' },
  });
});

it('names the file and status when it cannot be loaded', async () => {
  answer(404, null);
  await expect(fetchRuntimeConfig('/portal.config.json')).rejects.toThrow(
    'Could not load /portal.config.json: HTTP 404',
  );
});

it('rejects a file without apiBaseUrl', async () => {
  answer(200, { remotes: {} });
  await expect(fetchRuntimeConfig('/portal.config.json')).rejects.toThrow(
    'must hold apiBaseUrl and remotes',
  );
});

describe('a config written into the page', () => {
  afterEach(() => document.getElementById('portal-config')?.remove());

  function inline(json: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'portal-config';
    block.textContent = json;
    document.head.appendChild(block);
  }

  it('is applied without a request', async () => {
    answer(404, null);
    inline(
      '{"apiBaseUrl":"http://inline:4000","remotes":{"remote_auth":"http://a/mf-manifest.json"}}',
    );

    await fetchRuntimeConfig('/portal.config.json');
    expect(getRuntimeConfig()).toMatchObject({
      apiBaseUrl: 'http://inline:4000',
      remotes: { remote_auth: 'http://a/mf-manifest.json' },
    });
    expect(window.fetch).not.toHaveBeenCalled();
  });

  it('is checked like the file', async () => {
    inline('{"remotes":{}}');
    await expect(fetchRuntimeConfig('/portal.config.json')).rejects.toThrow(
      'must hold apiBaseUrl and remotes',
    );
  });
});
