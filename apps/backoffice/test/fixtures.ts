import { UNIDADES_POR_DEFECTO } from '@pos/shared/domains/catalog/catalog';
import { FLAGS_CONFIGURACION, TIPOS_FACTURAS, type Configuracion } from '@pos/shared/domains/companies/companies';
import { PERMISOS, ROLES, permisosPorRol, type Permiso, type Rol } from '@pos/shared/domains/users/permissions';
import type { Usuario, UsuarioActual } from '@pos/shared/domains/users/users';
import type { ReciboVenta } from '@pos/shared/domains/sales/sales.api';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { TIPOS_VENTA } from '@pos/shared/domains/sales/sales';

export function permisos(granted: readonly Permiso[]): Record<Permiso, boolean> {
  return Object.fromEntries(PERMISOS.map((p) => [p, granted.includes(p)])) as Record<Permiso, boolean>;
}

export function usuario(overrides: Partial<Usuario> & { rolFlag?: Rol; granted?: readonly Permiso[] } = {}): Usuario {
  const { rolFlag = 'es_cajero', granted = permisosPorRol(rolFlag, 'PVMCE'), ...rest } = overrides;
  return {
    id: 5,
    email: 'cajero@demo.gt',
    first_name: 'Carlos',
    last_name: 'Cajero',
    nombre: 'Carlos Cajero',
    telefono: '',
    foto: null,
    rol: 25,
    rol_nombre: 'Cajero',
    es_propietario: false,
    es_global: false,
    sucursales: [{ id: 1, nombre: 'Central' }],
    activo: true,
    ultimo_ingreso: null,
    creado: '2026-01-01T00:00:00Z',
    modificado: '2026-01-01T00:00:00Z',
    ...(Object.fromEntries(ROLES.map((r) => [r, r === rolFlag])) as Record<Rol, boolean>),
    ...permisos(granted),
    ...rest,
  };
}

/** The demo's owner: every permission, global, two branches. */
export function propietario(): UsuarioActual {
  return {
    ...usuario({
      id: 1,
      email: 'propietario@demo.gt',
      first_name: 'Pedro',
      last_name: 'Propietario',
      nombre: 'Pedro Propietario',
      rol: 100,
      rol_nombre: 'Propietario',
      rolFlag: 'es_admin',
      granted: PERMISOS,
      es_propietario: true,
      es_global: true,
      sucursales: [
        { id: 1, nombre: 'Central' },
        { id: 2, nombre: 'Norte' },
      ],
    }),
    sucursal: 1,
    pais: 'GT',
    caja: null,
    empresa: { id: 1, nombre: 'Demo', slug: 'demo' },
    bienvenida_visto: true,
  };
}

/** The demo company's configuration, with the flags a test needs changed. */
export function configuracion(overrides: Partial<Configuracion> = {}): Configuracion {
  return {
    ...FLAGS_CONFIGURACION,
    id: 1,
    empresa: { id: 1, nombre: 'Demo', slug: 'demo', pais: 'GT' },
    slug: 'demo',
    nombre: 'Demo',
    pais: 'GT',
    logo: null,
    banner: null,
    logo_ticket: null,
    telefono_tienda: '',
    correo_tienda: '',
    sucursal_tienda_online: null,
    formato_factura: 'ticket',
    items_por_factura: 10,
    tipo_punto_venta: 'PVMCE',
    conf_tipos_facturas: 'FACT',
    tipos_facturas: TIPOS_FACTURAS,
    nombres_precios: ['Público', 'Mayorista', 'Distribuidor', 'Precio 4', 'Precio 5'],
    metodos_pago: [],
    metodos_entrega: [],
    unidades_de_medida: UNIDADES_POR_DEFECTO.map((u, i) => ({ id: i + 1, ...u })),
    bienvenida_visto: true,
    ...overrides,
  };
}

/** A cash sale's receipt at the demo's Central branch (C.F.), Q 112.00 with a Q 12.00 IVA exemption. */
export function reciboVenta(overrides: Partial<ReciboVenta> = {}): ReciboVenta {
  return {
    tipo: 'comprobante',
    id_venta: 7,
    codigo_venta: 'V-0007',
    id_factura: null,
    empresa: {
      nombre: 'Demo',
      nombre_comercial: 'Ferretería Demo',
      razon_social: '',
      nit: '576937K',
      logo_ticket: null,
    },
    sucursal: { nombre: 'Central', direccion: '', telefono: '' },
    creado: '2026-03-02T10:15:00-06:00',
    tipo_venta: TIPOS_VENTA.FACTURA,
    tipo_pago: 100,
    etiqueta_pago: 'PAGO RECIBIDO',
    cliente: { nit: 'C.F.', nombre: 'Consumidor Final', direccion: '' },
    referencia: null,
    cajero: 'Pedro Propietario',
    vendedor: null,
    detalles: [],
    subtotal: '112.00',
    descuento: '0.00',
    ajuste_redondeo: '0.00',
    total: '112.00',
    pagos: [{ forma_pago: 'EFE', nombre: 'Efectivo', monto: '100.00', descripcion: '' }],
    exencion_iva: '12.00',
    nota_credito: null,
    monto_efectivo: '100.00',
    vuelto_efectivo: '0.00',
    saldo: null,
    fecha_vencimiento: null,
    anulada: false,
    mostrar_precio: true,
    ...overrides,
  };
}

/** The five price tiers of a product, the first at `precio` and the others unused. */
export const listaDePrecios = (precio: string): ProductoVenta['listado_precios'] =>
  [1, 2, 3, 4, 5].map((id) => ({
    id: id as 1 | 2 | 3 | 4 | 5,
    nombre: `Precio ${id}`,
    precio: id === 1 ? precio : '0.00',
  }));

/** A product as the point of sale finds it: a unit product sold at `precio`, unless told otherwise. */
export function productoVenta(overrides: Partial<ProductoVenta> & Pick<ProductoVenta, 'id' | 'nombre'>): ProductoVenta {
  const precio = overrides.precio ?? '1.00';
  return {
    codigo: `P-${overrides.id}`,
    marca: '',
    tipo_producto: 100,
    a_granel: false,
    tiene_fracciones: false,
    inventariable: true,
    vendible: true,
    unidad_de_medida: null,
    inventario: '10',
    precio,
    precio2: '0',
    precio3: '0',
    precio4: '0',
    precio5: '0',
    listado_precios: listaDePrecios(precio),
    precio_online: '0',
    costo: '1',
    costo_promedio_ponderado: '1',
    usa_costo_promedio: true,
    codigo_barras: '',
    thumbnail: null,
    coincidencia: 'codigo',
    fraccion_id: null,
    fracciones: [],
    ...overrides,
  } as ProductoVenta;
}
