import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateResources, queryKeys } from '../../src/lib/queryKeys';

describe('query keys', () => {
  it('start with the resource, so invalidating it reaches every list, detail and view of it and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.list('productos', { page: 1 }),
      queryKeys.detail('productos', 7),
      queryKeys.view('productos', 'tree'),
      queryKeys.list('usuarios', { page: 1 }),
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    await invalidateResources(client, ['productos']);
    const invalid = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(invalid).toEqual([true, true, true, false]);
  });

  it("a resource's lists share a prefix that leaves its details alone", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.list('sucursales', 'todas'), 'cached');
    client.setQueryData(queryKeys.detail('sucursales', 1), 'cached');
    await client.invalidateQueries({ queryKey: queryKeys.lists('sucursales') });
    expect(client.getQueryState(queryKeys.list('sucursales', 'todas'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.detail('sucursales', 1))?.isInvalidated).toBe(false);
  });
});
