import { eq } from 'drizzle-orm';
import {
  CREDENCIALES_INFILE,
  documentosFel,
  type AfiliacionIva,
  type Certificador,
  type ConfiguracionFel,
  type ConfiguracionFelDatos,
  type CredencialInfile,
} from '@pos/shared/domains/invoicing/settings';
import type { TipoFactura } from '@pos/shared/domains/companies/companies';
import { MENSAJES } from '@pos/shared/messages';
import type { Executor, Tx } from '../../../db/client';
import { configuracionesFel, sucursales } from '../../../db/schema/index';
import type { Actor } from '../../../lib/actor';
import { invalidFields, notFound } from '../../../lib/http-errors';
import type { SecretBox } from '../../../lib/secret-box';
import { recordAudit } from '../../audit';
import { COLUMNAS_CREDENCIALES, abrirCredencial, estadoCredenciales, sellarCredencial } from './credenciales';
import {
  findConfiguracionFel,
  findOpcionesFacturacion,
  listEstablecimientos,
  type FilaConfiguracionFel,
} from './configuracion-fel.repo';

const M = MENSAJES.felConfiguracion;

export async function getConfiguracionFel(
  db: Executor,
  box: SecretBox,
  empresaId: number,
): Promise<Omit<ConfiguracionFel, 'solo_pruebas'>> {
  // One after the other: saving reads it inside its transaction, where the queries share one connection.
  const fila = await findConfiguracionFel(db, empresaId);
  const opciones = await findOpcionesFacturacion(db, empresaId);
  const establecimientos = await listEstablecimientos(db, empresaId);
  const afiliacion = (fila?.afiliacionIva ?? 'GEN') as AfiliacionIva;
  const tipoFactura = opciones.tipoFactura as TipoFactura;
  return {
    configurada: fila !== undefined,
    utiliza_fel: opciones.utilizaFel,
    nit_emisor: fila?.nitEmisor ?? '',
    nombre_emisor: fila?.nombreEmisor ?? '',
    nombre_comercial: fila?.nombreComercial ?? '',
    afiliacion_iva: afiliacion,
    correo_copia: fila?.correoCopia ?? '',
    frases: fila?.frases ?? [],
    certificador: (fila?.certificador ?? 'sandbox') as Certificador,
    credenciales: estadoCredenciales(box, fila),
    tipo_factura: tipoFactura,
    documentos: documentosFel(afiliacion, tipoFactura),
    establecimientos: establecimientos.map((s) => ({
      sucursal: { id: s.id, nombre: s.nombre },
      codigo_establecimiento: s.codigoEstablecimiento,
    })),
  };
}

/** The audit view: whether each credential is stored, never any part of it. */
function paraBitacora(configuracion: Omit<ConfiguracionFel, 'solo_pruebas'>, cambiadas: CredencialInfile[] = []) {
  const credenciales = Object.fromEntries(
    CREDENCIALES_INFILE.map((c) => [c, configuracion.credenciales[c].configurada ? 'configurada' : 'sin configurar']),
  );
  return { ...configuracion, credenciales, ...(cambiadas.length > 0 ? { credenciales_cambiadas: cambiadas } : {}) };
}

type Problema = { field: string; message: string };

/** Branch codes after the edit, checked against the company's active branches (also those not sent). */
async function revisarEstablecimientos(
  tx: Executor,
  empresaId: number,
  datos: ConfiguracionFelDatos,
): Promise<{ cambios: Map<number, number | null>; problemas: Problema[] }> {
  const actuales = await listEstablecimientos(tx, empresaId);
  const codigos = new Map(actuales.map((s) => [s.id, s.codigoEstablecimiento]));
  const cambios = new Map<number, number | null>();
  for (const e of datos.establecimientos) {
    // Another company's branch, or a retired one, is not there to edit.
    if (!codigos.has(e.sucursal)) throw notFound(MENSAJES.sucursales.noEncontrada);
    cambios.set(e.sucursal, e.codigo_establecimiento);
    codigos.set(e.sucursal, e.codigo_establecimiento);
  }
  const problemas: Problema[] = [];
  datos.establecimientos.forEach((e, indice) => {
    const repetido =
      e.codigo_establecimiento !== null &&
      [...codigos].some(([id, codigo]) => id !== e.sucursal && codigo === e.codigo_establecimiento);
    if (repetido)
      problemas.push({ field: `establecimientos.${indice}.codigo_establecimiento`, message: M.codigoRepetido });
  });
  return { cambios, problemas };
}

/** New credentials sealed; with Infile, every credential must be sent or already stored (and readable). */
function revisarCredenciales(
  box: SecretBox,
  empresaId: number,
  antes: FilaConfiguracionFel | undefined,
  datos: ConfiguracionFelDatos,
) {
  const selladas: Partial<Record<(typeof COLUMNAS_CREDENCIALES)[CredencialInfile], string>> = {};
  const cambiadas: CredencialInfile[] = [];
  const problemas: Problema[] = [];
  for (const credencial of CREDENCIALES_INFILE) {
    const nueva = datos.credenciales[credencial];
    if (nueva !== null) {
      selladas[COLUMNAS_CREDENCIALES[credencial]] = sellarCredencial(box, empresaId, credencial, nueva);
      cambiadas.push(credencial);
      continue;
    }
    if (datos.certificador !== 'infile') continue;
    const guardada = antes?.[COLUMNAS_CREDENCIALES[credencial]];
    if (!guardada) problemas.push({ field: `credenciales.${credencial}`, message: M.credencialRequerida });
    else if (abrirCredencial(box, antes!, credencial) === null)
      problemas.push({ field: `credenciales.${credencial}`, message: M.credencialIlegible });
  }
  return { selladas, cambiadas, problemas };
}

/** Saves the whole settings in one transaction: the row, the branch codes and the audit entry. */
export async function updateConfiguracionFel(
  tx: Tx,
  box: SecretBox,
  actor: Actor,
  datos: ConfiguracionFelDatos,
): Promise<Omit<ConfiguracionFel, 'solo_pruebas'>> {
  const filaAntes = await findConfiguracionFel(tx, actor.empresaId);
  const antes = await getConfiguracionFel(tx, box, actor.empresaId);
  const establecimientos = await revisarEstablecimientos(tx, actor.empresaId, datos);
  const credenciales = revisarCredenciales(box, actor.empresaId, filaAntes, datos);
  const problemas = [...establecimientos.problemas, ...credenciales.problemas];
  if (problemas.length > 0) throw invalidFields(problemas);

  const valores = {
    nitEmisor: datos.nit_emisor,
    nombreEmisor: datos.nombre_emisor,
    nombreComercial: datos.nombre_comercial,
    afiliacionIva: datos.afiliacion_iva,
    correoCopia: datos.correo_copia,
    frases: datos.frases,
    certificador: datos.certificador,
    ...credenciales.selladas,
  };
  await tx
    .insert(configuracionesFel)
    .values({ empresaId: actor.empresaId, ...valores })
    .onConflictDoUpdate({ target: configuracionesFel.empresaId, set: valores });
  // Codes are cleared before they are set, so two branches may swap codes in one edit.
  for (const id of establecimientos.cambios.keys())
    await tx.update(sucursales).set({ codigoEstablecimiento: null }).where(eq(sucursales.id, id));
  for (const [id, codigo] of establecimientos.cambios) {
    if (codigo !== null)
      await tx.update(sucursales).set({ codigoEstablecimiento: codigo }).where(eq(sucursales.id, id));
  }

  const despues = await getConfiguracionFel(tx, box, actor.empresaId);
  await recordAudit(tx, actor, {
    accion: filaAntes ? 'EDITAR' : 'CREAR',
    entidad: 'CONFIGURACION',
    entidadId: actor.empresaId,
    descripcion: MENSAJES.bitacora.descripcion.configuracionFel,
    antes: filaAntes ? paraBitacora(antes) : null,
    despues: paraBitacora(despues, credenciales.cambiadas),
  });
  return despues;
}
