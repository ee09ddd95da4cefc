import type { FacturaFel, LineaFacturaFel } from '@pos/shared/domains/invoicing/invoicing';

export const linea = (n: number, overrides: Partial<LineaFacturaFel> = {}): LineaFacturaFel => ({
  numero_linea: n,
  bien_o_servicio: 'B',
  cantidad: '2',
  unidad_medida: null,
  descripcion: `Producto ${n}`,
  precio_unitario: '5.00',
  descuento: '0.00',
  total: '10.00',
  ...overrides,
});

/** A sandbox-certified FACT of two lines, the second with a discount. */
export function facturaFel(overrides: Partial<FacturaFel> = {}): FacturaFel {
  return {
    id: 90,
    tipo: 'FACT',
    titulo: 'FACTURA',
    es_prueba: true,
    serie: 'A1B2C3D4',
    numero: '305419297',
    uuid: 'A1B2C3D4-1234-4321-ABCD-0123456789AB',
    fecha_emision: '2026-03-02T10:15:00-06:00',
    fecha_certificacion: '2026-03-02T10:15:05-06:00',
    certificador: { nit: '12521337', nombre: 'INFILE, SOCIEDAD ANONIMA' },
    emisor: {
      nit: '576937K',
      nombre: 'DEMO, SOCIEDAD ANONIMA',
      nombre_comercial: 'Ferretería Demo',
      direccion: '6a avenida 1-23 zona 1',
      codigo_establecimiento: 1,
      logo: null,
    },
    frases: ['Sujeto a pagos trimestrales ISR'],
    receptor: { id: '39525503', nombre: 'Marta López', direccion: 'Ciudad' },
    lineas: [
      linea(1),
      linea(2, { descripcion: 'Martillo', cantidad: '1', precio_unitario: '85.00', descuento: '5.00', total: '80.00' }),
    ],
    total: '90.00',
    iva: '9.64',
    abonos: [],
    anulada: false,
    venta: { id: 12, codigo: 'V-0012' },
    formato: 'ticket',
    items_por_pagina: 10,
    ...overrides,
  };
}
