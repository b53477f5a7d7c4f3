import { describe, expect, it } from 'vitest';
import { ConfigError } from './env.js';
import { loadWebConfig } from './web.js';

describe('web settings', () => {
  it('picks the first configured search provider unless SEARCH_PROVIDER says', () => {
    expect(loadWebConfig({}).searchProvider).toBeUndefined();
    expect(loadWebConfig({ BRAVE_API_KEY: 'k' }).searchProvider).toBe('brave');
    expect(loadWebConfig({ BRAVE_API_KEY: 'k', SEARXNG_URL: 'http://127.0.0.1:8888/' })).toMatchObject({ searchProvider: 'searxng', searxngUrl: 'http://127.0.0.1:8888' });
    expect(loadWebConfig({ BRAVE_API_KEY: 'k', SEARXNG_URL: 'http://127.0.0.1:8888', SEARCH_PROVIDER: 'brave' }).searchProvider).toBe('brave');
    expect(() => loadWebConfig({ SEARCH_PROVIDER: 'brave' })).toThrow(new ConfigError('SEARCH_PROVIDER is brave but BRAVE_API_KEY is not set'));
    expect(() => loadWebConfig({ SEARXNG_URL: 'ftp://x' })).toThrow(ConfigError);
  });

  it('picks the code host by token unless VCS_PROVIDER says', () => {
    expect(loadWebConfig({}).vcsProvider).toBe('github');
    expect(loadWebConfig({ GITLAB_TOKEN: 't' }).vcsProvider).toBe('gitlab');
    expect(loadWebConfig({ GITLAB_TOKEN: 't', GITHUB_TOKEN: 't' }).vcsProvider).toBe('github');
    expect(loadWebConfig({ GITHUB_TOKEN: 't', VCS_PROVIDER: 'gitlab' }).vcsProvider).toBe('gitlab');
    expect(() => loadWebConfig({ VCS_PROVIDER: 'bitbucket' })).toThrow(ConfigError);
  });

  it('has the public endpoints and fetcher limits by default', () => {
    expect(loadWebConfig({})).toMatchObject({
      braveApiUrl: 'https://api.search.brave.com/res/v1', arxivApiUrl: 'https://export.arxiv.org/api/query', youtubeUrl: 'https://www.youtube.com',
      githubApiUrl: 'https://api.github.com', gitlabUrl: 'https://gitlab.com',
      fetch: { allowHosts: [], timeoutMs: 15_000, maxBytes: 5_242_880, maxRedirects: 5, retries: 2 },
    });
    expect(loadWebConfig({ WEB_FETCH_ALLOW_HOSTS: 'Wiki.Intranet, *.corp' }).fetch.allowHosts).toEqual(['wiki.intranet', '*.corp']);
    expect(loadWebConfig({ WEB_FETCH_ALLOW_HOSTS: 'localhost:8080, [::1]:9000, ::1' }).fetch.allowHosts).toEqual(['localhost:8080', '[::1]:9000', '::1']);
    for (const bad of ['localhost:0', 'localhost:70000', 'localhost:http', '[::1]:x']) expect(() => loadWebConfig({ WEB_FETCH_ALLOW_HOSTS: bad }), bad).toThrow(/WEB_FETCH_ALLOW_HOSTS/);
  });
});
