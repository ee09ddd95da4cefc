import {
  IMAGENES_CONFIGURACION,
  NOMBRES_FLAGS,
  type Configuracion,
  type FlagConfiguracion,
  type ImagenConfiguracion,
} from '@pos/shared/domains/companies/companies';
import { imageChange, imageOf, type ImageValue } from '../../../components/ImageUpload';
import type { Multipart } from '../../../lib/api';

export interface MetodoPagoValues {
  id: number;
  nombre: string;
  prefijo: string;
  activo: boolean;
  banco_cuenta: string;
  no_cuenta: string;
  nombre_cuenta: string;
}

export interface MetodoEntregaValues {
  /** Absent for a method added on this screen. */
  id?: number;
  /** The storefront's own methods carry a code and cannot be deleted. */
  codigo: string | null;
  nombre: string;
  descripcion: string;
  precio_empresa: string;
  activo: boolean;
}

export type ConfiguracionFormValues = Record<FlagConfiguracion, boolean> &
  Record<ImagenConfiguracion, ImageValue> & {
    nombre: string;
    slug: string;
    telefono_tienda: string;
    correo_tienda: string;
    sucursal_tienda_online: number | null;
    formato_factura: Configuracion['formato_factura'];
    items_por_factura: number;
    tipo_punto_venta: Configuracion['tipo_punto_venta'];
    conf_tipos_facturas: Configuracion['conf_tipos_facturas'];
    nombres_precios: string[];
    metodos_pago: MetodoPagoValues[];
    metodos_entrega: MetodoEntregaValues[];
  };

export function valoresDeConfiguracion(c: Configuracion): ConfiguracionFormValues {
  const flags = Object.fromEntries(NOMBRES_FLAGS.map((flag) => [flag, c[flag]])) as Record<FlagConfiguracion, boolean>;
  return {
    ...flags,
    logo: imageOf(c.logo),
    banner: imageOf(c.banner),
    logo_ticket: imageOf(c.logo_ticket),
    nombre: c.nombre,
    slug: c.slug,
    telefono_tienda: c.telefono_tienda,
    correo_tienda: c.correo_tienda,
    sucursal_tienda_online: c.sucursal_tienda_online?.id ?? null,
    formato_factura: c.formato_factura,
    items_por_factura: c.items_por_factura,
    tipo_punto_venta: c.tipo_punto_venta,
    conf_tipos_facturas: c.conf_tipos_facturas,
    nombres_precios: [...c.nombres_precios],
    metodos_pago: c.metodos_pago.map(({ id, nombre, prefijo, activo, banco_cuenta, no_cuenta, nombre_cuenta }) => ({
      id,
      nombre,
      prefijo,
      activo,
      banco_cuenta,
      no_cuenta,
      nombre_cuenta,
    })),
    metodos_entrega: c.metodos_entrega.map(({ id, codigo, nombre, descripcion, precio_empresa, activo }) => ({
      id,
      codigo,
      nombre,
      descripcion,
      precio_empresa,
      activo,
    })),
  };
}

/**
 * The multipart body of `PUT configuracion/{id}`: every setting as JSON, the new images as files,
 * `eliminar_<imagen>` for removed ones, and `eliminar` for delivery methods taken off the list.
 */
export function cuerpoDeConfiguracion(values: ConfiguracionFormValues, original: Configuracion): Multipart {
  const files: Record<string, File | null> = {};
  const eliminar: Record<string, boolean> = {};
  for (const imagen of IMAGENES_CONFIGURACION) {
    const change = imageChange(original[imagen], values[imagen]);
    files[imagen] = change.file;
    if (change.remove) eliminar[`eliminar_${imagen}`] = true;
  }
  const quedan = new Set(values.metodos_entrega.map((m) => m.id));
  const eliminados = original.metodos_entrega
    .filter((m) => !quedan.has(m.id))
    .map(({ id, nombre, descripcion, precio_empresa, activo }) => ({
      id,
      nombre,
      descripcion,
      precio_empresa,
      activo,
      eliminar: true,
    }));
  const { logo: _logo, banner: _banner, logo_ticket: _logoTicket, metodos_entrega, metodos_pago, ...settings } = values;

  return {
    data: {
      ...settings,
      ...eliminar,
      metodos_pago: metodos_pago.map(({ id, activo, banco_cuenta, no_cuenta, nombre_cuenta }) => ({
        id,
        activo,
        banco_cuenta,
        no_cuenta,
        nombre_cuenta,
      })),
      metodos_entrega: [...metodos_entrega.map(({ codigo: _codigo, ...metodo }) => metodo), ...eliminados],
    },
    files,
  };
}
