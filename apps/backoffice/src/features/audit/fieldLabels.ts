import { GRUPOS_FLAGS } from '@pos/shared/domains/companies/companies';
import { NOMBRES_PERMISO, NOMBRES_ROL } from '@pos/shared/domains/users/permissions';

const COMUNES: Record<string, string> = {
  id: 'Id',
  nombre: 'Nombre',
  first_name: 'Nombres',
  last_name: 'Apellidos',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  direccion: 'Dirección',
  departamento: 'Departamento',
  departamento_nombre: 'Departamento',
  municipio: 'Municipio',
  municipio_nombre: 'Municipio',
  datos_empresa: 'Datos de la empresa',
  nombre_comercial: 'Nombre comercial',
  nit: 'NIT',
  foto: 'Fotografía',
  rol: 'Nivel',
  rol_nombre: 'Nombre del nivel',
  es_propietario: 'Propietario',
  es_global: 'Usuario global',
  sucursales: 'Sucursales',
  total_usuarios: 'Usuarios',
  activo: 'Activo',
  creado: 'Creado',
  modificado: 'Modificado',
  ultimo_ingreso: 'Último ingreso',
  slug: 'Identificador de la tienda',
  logo: 'Logo',
  banner: 'Portada',
  logo_ticket: 'Logo del ticket',
  telefono_tienda: 'Teléfono de la tienda',
  correo_tienda: 'Correo de la tienda',
  sucursal_tienda_online: 'Sucursal de la tienda en línea',
  formato_factura: 'Formato de factura',
  items_por_factura: 'Productos por página de factura',
  tipo_punto_venta: 'Tipo de punto de venta',
  conf_tipos_facturas: 'Tipo de factura',
  nombres_precios: 'Nombres de precios',
  metodos_pago: 'Métodos de pago',
  metodos_entrega: 'Métodos de entrega',
  precio_empresa: 'Precio',
  banco_cuenta: 'Banco',
  no_cuenta: 'Número de cuenta',
  nombre_cuenta: 'Nombre de la cuenta',
  descripcion: 'Descripción',
  prefijo: 'Prefijo',
  codigo: 'Código',
  pais: 'País',
};

const ORDEN_COMUNES = Object.keys(COMUNES);

/** Rows sort the common fields first (in the order above), then the rest by label. */
export function compararCampos(a: string, b: string): number {
  const ia = ORDEN_COMUNES.indexOf(a);
  const ib = ORDEN_COMUNES.indexOf(b);
  if (ia !== ib) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
  return etiquetaCampo(a).localeCompare(etiquetaCampo(b), 'es');
}

const FLAGS: Record<string, string> = Object.fromEntries(
  GRUPOS_FLAGS.flatMap((g) => g.flags.map((f) => [f.flag, f.etiqueta])),
);

/** 'conf_caja' → 'Cajas', 'first_name' → 'Nombres'; unknown keys are made readable ('tipo_pago' → 'Tipo pago'). */
export function etiquetaCampo(key: string): string {
  const known =
    COMUNES[key] ??
    FLAGS[key] ??
    (NOMBRES_PERMISO as Record<string, string>)[key] ??
    (NOMBRES_ROL as Record<string, string>)[key];
  if (known) return known;
  const text = key.replace(/_+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
