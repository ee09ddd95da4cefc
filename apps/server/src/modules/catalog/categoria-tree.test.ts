import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoriaPlana } from './categoria-tree';

const row = (id: number, parentId: number | null, nombre: string, urlSlug: string): CategoriaPlana => ({
  id,
  parentId,
  nombre,
  slug: urlSlug.split('/').at(-1)!,
  urlSlug,
  nivel: parentId ? 2 : 1,
});

describe('buildCategoryTree', () => {
  it('nests sub-familias under their familia with ancestors, parent and totals', () => {
    const rows = [
      row(1, null, 'Bebidas', 'bebidas'),
      row(2, null, 'Abarrotes', 'abarrotes'),
      row(3, 1, 'Gaseosas', 'bebidas/gaseosas'),
      row(4, 1, 'Jugos', 'bebidas/jugos'),
    ];
    const tree = buildCategoryTree(
      rows,
      new Map([
        [1, 5],
        [3, 2],
      ]),
    );
    expect(tree.map((n) => n.nombre)).toEqual(['Bebidas', 'Abarrotes']);
    expect(tree[0]).toMatchObject({
      id: 1,
      parent: null,
      nivel: 1,
      ancestors: [],
      total_productos: 5,
      url_slug: 'bebidas',
    });
    expect(tree[0]!.childs).toEqual([
      {
        id: 3,
        nombre: 'Gaseosas',
        slug: 'gaseosas',
        url_slug: 'bebidas/gaseosas',
        nivel: 2,
        parent: 1,
        ancestors: [{ id: 1, nombre: 'Bebidas', slug: 'bebidas', url_slug: 'bebidas' }],
        childs: [],
        total_productos: 2,
      },
      {
        id: 4,
        nombre: 'Jugos',
        slug: 'jugos',
        url_slug: 'bebidas/jugos',
        nivel: 2,
        parent: 1,
        ancestors: [{ id: 1, nombre: 'Bebidas', slug: 'bebidas', url_slug: 'bebidas' }],
        childs: [],
        total_productos: 0,
      },
    ]);
    expect(tree[1]!.childs).toEqual([]);
  });

  it('leaves out nodes whose parent is not in the list', () => {
    expect(buildCategoryTree([row(3, 99, 'Huérfana', 'x/huerfana')], new Map())).toEqual([]);
  });

  it('an empty company has an empty tree', () => {
    expect(buildCategoryTree([], new Map())).toEqual([]);
  });
});
