import {
  FORMAS_PAGO,
  METODOS_ENTREGA_POR_DEFECTO,
  NOMBRES_PRECIOS_POR_DEFECTO,
  TIPO_METODO,
} from '@pos/shared/domains/companies/companies';
import { NIVELES, PERMISOS, type TipoPuntoVenta } from '@pos/shared/domains/users/permissions';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  configuraciones,
  empresas,
  metodosPagoEntrega,
  sucursales,
  unidadesMedida,
  usuarios,
  usuariosSucursales,
} from '../../db/schema/index';
import { UNIDADES_POR_DEFECTO } from '@pos/shared/domains/catalog/catalog';
import { badRequest } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { hashPassword } from '../auth';
import { defaultFlagColumns } from './configuracion.columns';
import { MENSAJES } from '@pos/shared/messages';

export interface NewCompany {
  nombre: string;
  slug: string;
  pais?: string;
  tipoPuntoVenta?: TipoPuntoVenta;
  sucursal: {
    nombre: string;
    direccion?: string;
    telefono?: string;
    departamento: string;
    municipio: string;
    nit?: string;
  };
  propietario: { email: string; password: string; firstName: string; lastName?: string };
}

/**
 * A new tenant, ready to use: company, configuration with the spec's defaults, payment and
 * delivery methods, units of measure, a first branch and its owner (PROPIETARIO, global, every permission).
 */
export async function createCompany(
  tx: Tx,
  input: NewCompany,
): Promise<{ empresaId: number; sucursalId: number; propietarioId: number }> {
  const taken = await tx.select({ id: empresas.id }).from(empresas).where(eq(empresas.slug, input.slug));
  if (taken.length > 0) throw badRequest(MENSAJES.configuracion.empresaExiste(input.slug));
  const [empresa] = await tx
    .insert(empresas)
    .values({ nombre: input.nombre, slug: input.slug, pais: input.pais ?? 'GT' })
    .returning();
  const empresaId = empresa!.id;
  const [sucursal] = await tx
    .insert(sucursales)
    .values({
      empresaId,
      nombre: input.sucursal.nombre,
      direccion: input.sucursal.direccion ?? '',
      telefono: input.sucursal.telefono ?? '',
      departamento: input.sucursal.departamento,
      municipio: input.sucursal.municipio,
      razonSocial: input.nombre,
      nombreComercial: input.nombre,
      nit: input.sucursal.nit ?? '',
    })
    .returning();
  await tx.insert(configuraciones).values({
    empresaId,
    ...defaultFlagColumns(),
    formatoFactura: 'ticket',
    itemsPorFactura: 10,
    tipoPuntoVenta: input.tipoPuntoVenta ?? 'PVN',
    confTiposFacturas: 'FACT',
    nombresPrecios: [...NOMBRES_PRECIOS_POR_DEFECTO],
    sucursalTiendaOnlineId: sucursal!.id,
  });
  await tx.insert(metodosPagoEntrega).values([
    ...FORMAS_PAGO.map((forma, orden) => ({
      empresaId,
      tipo: TIPO_METODO.PAGO,
      nombre: forma.nombre,
      prefijo: forma.prefijo,
      activo: forma.activo,
      orden,
    })),
    ...METODOS_ENTREGA_POR_DEFECTO.map((metodo, orden) => ({
      empresaId,
      tipo: TIPO_METODO.ENTREGA,
      ...metodo,
      orden,
    })),
  ]);
  await tx.insert(unidadesMedida).values(UNIDADES_POR_DEFECTO.map((unidad) => ({ empresaId, ...unidad })));
  const [owner] = await tx
    .insert(usuarios)
    .values({
      empresaId,
      email: input.propietario.email,
      passwordHash: await hashPassword(input.propietario.password),
      firstName: input.propietario.firstName,
      lastName: input.propietario.lastName ?? '',
      esPropietario: true,
      rol: NIVELES.PROPIETARIO,
      esAdmin: true,
      esGlobal: true,
      permisos: [...PERMISOS],
    })
    .returning({ id: usuarios.id });
  await tx.insert(usuariosSucursales).values({ usuarioId: owner!.id, sucursalId: sucursal!.id });
  await recordAudit(
    tx,
    { empresaId, usuarioId: owner!.id },
    {
      accion: 'CREAR',
      entidad: 'EMPRESA',
      entidadId: empresaId,
      descripcion: MENSAJES.bitacora.descripcion.empresa(input.nombre),
      despues: {
        nombre: input.nombre,
        slug: input.slug,
        pais: empresa!.pais,
        sucursal: input.sucursal.nombre,
        propietario: input.propietario.email,
      },
    },
  );
  return { empresaId, sucursalId: sucursal!.id, propietarioId: owner!.id };
}
