import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared/messages';
import { uniqueViolationAnswer } from './unique-violations';

/** What the PostgreSQL drivers throw for a refused unique index, wrapped by Drizzle in `cause`. */
const refusal = (constraint: string, detail: string) => ({
  message: 'Failed query',
  cause: { code: '23505', constraint, detail },
});

describe('a raced unique index answers as the sequential check does', () => {
  it('names the field and the refused value', () => {
    const answer = uniqueViolationAnswer(
      refusal('clientes_nit_uq', 'Key (empresa_id, upper(nit::text))=(7, 576937K) already exists.'),
    );
    expect(answer?.statusCode).toBe(400);
    expect(answer?.body).toMatchObject({ code: 'VALIDATION', nit: [MENSAJES.clientes.nitDuplicado('576937K')] });
  });

  it('covers the establishment codes of two FEL settings saved at once', () => {
    const answer = uniqueViolationAnswer(
      refusal(
        'sucursales_codigo_establecimiento_uq',
        'Key (empresa_id, codigo_establecimiento)=(7, 2) already exists.',
      ),
    );
    expect(answer?.body).toMatchObject({ establecimientos: [MENSAJES.felConfiguracion.codigoRepetido] });
  });

  it('tells a family from a sub-family by its url_slug', () => {
    const family = uniqueViolationAnswer(
      refusal('categorias_url_slug_uq', 'Key (empresa_id, url_slug)=(7, bebidas) already exists.'),
    );
    const sub = uniqueViolationAnswer(
      refusal('categorias_url_slug_uq', 'Key (empresa_id, url_slug)=(7, bebidas/jugos) already exists.'),
    );
    expect(family?.body).toMatchObject({ nombre: [MENSAJES.categorias.nombreDuplicadoFamilia] });
    expect(sub?.body).toMatchObject({ nombre: [MENSAJES.categorias.nombreDuplicadoSubfamilia] });
  });

  it('answers a raced register opening as the opening check does', () => {
    const answer = uniqueViolationAnswer(refusal('aperturas_caja_abierta_uq', 'Key (caja_id)=(3) already exists.'));
    expect(answer?.statusCode).toBe(400);
    expect(answer?.body).toMatchObject({ detail: MENSAJES.cajas.cajaYaAbierta });
  });

  it('leaves other errors alone', () => {
    expect(uniqueViolationAnswer(new Error('boom'))).toBeUndefined();
    expect(uniqueViolationAnswer(refusal('tokens_sesion_hash_uq', ''))).toBeUndefined();
  });
});
