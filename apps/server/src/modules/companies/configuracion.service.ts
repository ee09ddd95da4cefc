import { and, eq, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TIPO_METODO,
  type Configuracion,
  type configuracionInputSchema,
  type ImagenConfiguracion,
} from '@pos/shared/domains/companies/companies';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../db/client';
import { configuraciones, empresas, metodosPagoEntrega, usuarios } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { companyOf } from './company.repo';
import { flagColumns } from './configuracion.columns';
import { toConfiguracion } from './configuracion.dto';
import {
  findConfiguracion,
  findStoreBranch,
  listMetodos,
  listUnidades,
  type ConfiguracionRow,
} from './configuracion.repo';

type ConfiguracionInput = z.output<typeof configuracionInputSchema>;
/** New stored image paths, or null to remove one; absent keys stay as they are. */
export type ImageChanges = Partial<Record<ImagenConfiguracion, string | null>>;

export async function getConfiguracion(db: Executor, actor: Actor): Promise<Configuracion> {
  // One query after another: inside a transaction they share one connection.
  const empresa = await companyOf(db, actor.empresaId);
  const row = await findConfiguracion(db, actor.empresaId);
  const metodos = await listMetodos(db, actor.empresaId);
  const [usuario] = await db
    .select({ visto: usuarios.bienvenidaVisto })
    .from(usuarios)
    .where(eq(usuarios.id, actor.usuarioId));
  const unidades = await listUnidades(db, actor.empresaId);
  const tienda = await findStoreBranch(db, actor.empresaId, row.sucursalTiendaOnlineId);
  return toConfiguracion({ empresa, row, metodos, unidades, tienda, bienvenidaVisto: usuario?.visto ?? false });
}

/** The configuration without the per-user part, as the audit log records it. */
function auditView(configuracion: Configuracion): Omit<Configuracion, 'bienvenida_visto'> {
  const { bienvenida_visto: _perUser, ...rest } = configuracion;
  return rest;
}

async function updateCompanyData(tx: Tx, actor: Actor, input: ConfiguracionInput): Promise<void> {
  if (input.slug !== undefined) {
    const taken = await tx
      .select({ id: empresas.id })
      .from(empresas)
      .where(and(eq(empresas.slug, input.slug), ne(empresas.id, actor.empresaId)));
    if (taken.length > 0) throw fieldError('slug', MENSAJES.configuracion.slugDuplicado);
  }
  if (input.nombre !== undefined || input.slug !== undefined) {
    await tx
      .update(empresas)
      .set({
        ...(input.nombre !== undefined ? { nombre: input.nombre } : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
      })
      .where(eq(empresas.id, actor.empresaId));
  }
}

async function updateMetodos(tx: Tx, actor: Actor, input: ConfiguracionInput): Promise<void> {
  const existing = await listMetodos(tx, actor.empresaId);
  const byId = new Map(existing.map((m) => [m.id, m]));
  for (const pago of input.metodos_pago ?? []) {
    const metodo = byId.get(pago.id);
    if (!metodo || metodo.tipo !== TIPO_METODO.PAGO)
      throw fieldError('metodos_pago', MENSAJES.configuracion.metodoPagoNoEncontrado);
    await tx
      .update(metodosPagoEntrega)
      // Fields left out keep their value: switching DEP off must not erase its bank account.
      .set({
        activo: pago.activo ?? metodo.activo,
        bancoCuenta: pago.banco_cuenta ?? metodo.bancoCuenta,
        noCuenta: pago.no_cuenta ?? metodo.noCuenta,
        nombreCuenta: pago.nombre_cuenta ?? metodo.nombreCuenta,
      })
      .where(eq(metodosPagoEntrega.id, metodo.id));
  }
  for (const entrega of input.metodos_entrega ?? []) {
    if (entrega.id === undefined) {
      if (entrega.eliminar) continue;
      const [last] = await tx
        .select({ orden: max(metodosPagoEntrega.orden) })
        .from(metodosPagoEntrega)
        .where(
          and(eq(metodosPagoEntrega.empresaId, actor.empresaId), eq(metodosPagoEntrega.tipo, TIPO_METODO.ENTREGA)),
        );
      await tx.insert(metodosPagoEntrega).values({
        empresaId: actor.empresaId,
        tipo: TIPO_METODO.ENTREGA,
        nombre: entrega.nombre,
        descripcion: entrega.descripcion ?? '',
        precioEmpresa: entrega.precio_empresa,
        activo: entrega.activo ?? true,
        orden: (last?.orden ?? 0) + 1,
      });
      continue;
    }
    const metodo = byId.get(entrega.id);
    if (!metodo || metodo.tipo !== TIPO_METODO.ENTREGA)
      throw fieldError('metodos_entrega', MENSAJES.configuracion.metodoEntregaNoEncontrado);
    if (entrega.eliminar && metodo.codigo) {
      throw fieldError('metodos_entrega', MENSAJES.configuracion.metodoDeTienda(metodo.nombre));
    }
    await tx
      .update(metodosPagoEntrega)
      .set({
        nombre: entrega.nombre,
        descripcion: entrega.descripcion ?? metodo.descripcion,
        precioEmpresa: entrega.precio_empresa,
        activo: entrega.activo ?? metodo.activo,
        eliminado: entrega.eliminar ?? false,
      })
      .where(eq(metodosPagoEntrega.id, metodo.id));
  }
}

function settingsColumns(input: ConfiguracionInput, images: ImageChanges): Partial<ConfiguracionRow> {
  const set: Partial<ConfiguracionRow> = { ...flagColumns(input) };
  if (input.formato_factura !== undefined) set.formatoFactura = input.formato_factura;
  if (input.items_por_factura !== undefined) set.itemsPorFactura = input.items_por_factura;
  if (input.tipo_punto_venta !== undefined) set.tipoPuntoVenta = input.tipo_punto_venta;
  if (input.conf_tipos_facturas !== undefined) set.confTiposFacturas = input.conf_tipos_facturas;
  if (input.nombres_precios !== undefined) set.nombresPrecios = input.nombres_precios;
  if (input.telefono_tienda !== undefined) set.telefonoTienda = input.telefono_tienda;
  if (input.correo_tienda !== undefined) set.correoTienda = input.correo_tienda;
  if (input.sucursal_tienda_online !== undefined) set.sucursalTiendaOnlineId = input.sucursal_tienda_online;
  if (images.logo !== undefined) set.logo = images.logo;
  if (images.banner !== undefined) set.banner = images.banner;
  if (images.logo_ticket !== undefined) set.logoTicket = images.logo_ticket;
  return set;
}

/** `PUT configuracion/{id}`: any subset of the settings, methods and images, audited as one change. */
export async function updateConfiguracion(
  tx: Tx,
  actor: Actor,
  id: number,
  input: ConfiguracionInput,
  images: ImageChanges,
): Promise<Configuracion> {
  const row = await findConfiguracion(tx, actor.empresaId);
  if (row.id !== id) throw notFound(MENSAJES.configuracion.noEncontrada);
  if (input.sucursal_tienda_online && !(await findStoreBranch(tx, actor.empresaId, input.sucursal_tienda_online))) {
    throw fieldError('sucursal_tienda_online', MENSAJES.sucursales.noEncontrada);
  }
  // A store that is on after this save needs its pickup branch (an explicit null clears the branch).
  const tiendaOnline = input.conf_tienda_online ?? row.confTiendaOnline;
  const sucursalTienda =
    input.sucursal_tienda_online !== undefined ? input.sucursal_tienda_online : row.sucursalTiendaOnlineId;
  if (tiendaOnline && !sucursalTienda) {
    throw badRequest(MENSAJES.configuracion.seleccioneSucursalTienda);
  }
  const before = await getConfiguracion(tx, actor);
  await updateCompanyData(tx, actor, input);
  await updateMetodos(tx, actor, input);
  const set = settingsColumns(input, images);
  if (Object.keys(set).length > 0) await tx.update(configuraciones).set(set).where(eq(configuraciones.id, id));
  const after = await getConfiguracion(tx, actor);
  await recordAudit(tx, actor, {
    accion: 'EDITAR',
    entidad: 'CONFIGURACION',
    entidadId: id,
    descripcion: MENSAJES.bitacora.descripcion.configuracion(after.nombre),
    antes: auditView(before),
    despues: auditView(after),
  });
  return after;
}
