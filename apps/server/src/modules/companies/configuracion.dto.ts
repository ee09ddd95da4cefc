import {
  TIPO_METODO,
  TIPOS_FACTURAS,
  type Configuracion,
  type MetodoEntrega,
  type MetodoPago,
  type PrefijoPago,
} from '@pos/shared/domains/companies/companies';
import type { TipoPuntoVenta } from '@pos/shared/domains/users/permissions';
import type { TipoUnidad, UnidadMedida } from '@pos/shared/domains/catalog/catalog';
import { dec, toMoneyString } from '@pos/shared/money';
import { mediaUrl } from '../../lib/uploads';
import type { EmpresaRow } from './company.repo';
import { flagsOf } from './configuracion.columns';
import type { ConfiguracionRow, MetodoRow, UnidadRow } from './configuracion.repo';

export function toMetodoPago(row: MetodoRow): MetodoPago {
  return {
    id: row.id,
    nombre: row.nombre,
    descripcion: row.descripcion,
    prefijo: row.prefijo as PrefijoPago,
    activo: row.activo,
    banco_cuenta: row.bancoCuenta ?? '',
    no_cuenta: row.noCuenta ?? '',
    nombre_cuenta: row.nombreCuenta ?? '',
  };
}

export function toMetodoEntrega(row: MetodoRow): MetodoEntrega {
  const precio = toMoneyString(row.precioEmpresa, 2);
  return {
    id: row.id,
    nombre: row.nombre,
    descripcion: row.descripcion,
    codigo: row.codigo,
    activo: row.activo,
    precio_empresa: precio,
    precio,
  };
}

export function toMetodo(row: MetodoRow): MetodoPago | MetodoEntrega {
  return row.tipo === TIPO_METODO.PAGO ? toMetodoPago(row) : toMetodoEntrega(row);
}

/** `configuracion/me`: company data, every flag and setting, and the active methods (spec 000 §3). */
export function toConfiguracion(input: {
  empresa: EmpresaRow;
  row: ConfiguracionRow;
  metodos: MetodoRow[];
  unidades: UnidadRow[];
  tienda: { id: number; nombre: string; direccion: string } | null;
  bienvenidaVisto: boolean;
}): Configuracion {
  const { empresa, row, metodos } = input;
  return {
    id: row.id,
    empresa: { id: empresa.id, nombre: empresa.nombre, slug: empresa.slug, pais: empresa.pais },
    nombre: empresa.nombre,
    slug: empresa.slug,
    pais: empresa.pais,
    logo: mediaUrl(row.logo),
    banner: mediaUrl(row.banner),
    logo_ticket: mediaUrl(row.logoTicket),
    telefono_tienda: row.telefonoTienda ?? '',
    correo_tienda: row.correoTienda ?? '',
    sucursal_tienda_online: input.tienda,
    ...flagsOf(row),
    formato_factura: row.formatoFactura as Configuracion['formato_factura'],
    items_por_factura: row.itemsPorFactura,
    tipo_punto_venta: row.tipoPuntoVenta as TipoPuntoVenta,
    conf_tipos_facturas: row.confTiposFacturas as Configuracion['conf_tipos_facturas'],
    tipos_facturas: TIPOS_FACTURAS,
    nombres_precios: row.nombresPrecios,
    metodos_pago: metodos.filter((m) => m.tipo === TIPO_METODO.PAGO).map(toMetodoPago),
    metodos_entrega: metodos.filter((m) => m.tipo === TIPO_METODO.ENTREGA).map(toMetodoEntrega),
    unidades_de_medida: input.unidades.map(toUnidadMedida),
    bienvenida_visto: input.bienvenidaVisto,
  };
}

export function toUnidadMedida(row: UnidadRow): UnidadMedida {
  return {
    id: row.id,
    nombre: row.nombre,
    abreviatura: row.abreviatura,
    tipo: row.tipo as TipoUnidad,
    capacidad: dec(row.capacidad).toString(),
  };
}
