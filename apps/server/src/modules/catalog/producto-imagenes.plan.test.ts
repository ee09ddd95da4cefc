import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import { planImagenes } from './producto-imagenes.plan';

describe('planImagenes', () => {
  it.each([
    {
      caso: 'new product, uploads in part order',
      entradas: undefined,
      subidas: ['imagen', 'imagen_1'],
      orden: [{ archivo: 'imagen' }, { archivo: 'imagen_1' }],
    },
    {
      caso: 'keep, reorder and drop existing images',
      entradas: [{ id: 3 }, { id: 1 }],
      subidas: [],
      orden: [{ id: 3 }, { id: 1 }],
    },
    {
      caso: 'place an upload between kept images',
      entradas: [{ id: 3 }, { archivo: 'nueva' }, { id: 1 }],
      subidas: ['nueva'],
      orden: [{ id: 3 }, { archivo: 'nueva' }, { id: 1 }],
    },
    {
      caso: 'unmentioned uploads go last',
      entradas: [{ archivo: 'b' }, { id: 7 }],
      subidas: ['a', 'b', 'c'],
      orden: [{ archivo: 'b' }, { id: 7 }, { archivo: 'a' }, { archivo: 'c' }],
    },
    {
      caso: 'repeated entries count once',
      entradas: [{ id: 2 }, { id: 2 }, { archivo: 'a' }, { archivo: 'a' }],
      subidas: ['a'],
      orden: [{ id: 2 }, { archivo: 'a' }],
    },
    { caso: 'drop every image', entradas: [], subidas: [], orden: [] },
  ])('$caso', ({ entradas, subidas, orden }) => {
    expect(planImagenes(entradas, subidas)).toEqual({ orden, problemas: [] });
  });

  it('refuses a part that was not sent', () => {
    expect(planImagenes([{ archivo: 'falta' }], []).problemas).toEqual([
      { campo: 'imagenes', mensaje: MENSAJES.productos.archivoNoRecibido('falta') },
    ]);
  });

  it('refuses more than 5 images', () => {
    const plan = planImagenes([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], ['a', 'b']);
    expect(plan.orden).toHaveLength(6);
    expect(plan.problemas).toEqual([{ campo: 'imagenes', mensaje: MENSAJES.productos.maximoImagenes }]);
  });
});
