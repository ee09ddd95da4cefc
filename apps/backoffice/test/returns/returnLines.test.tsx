import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MENSAJES } from '@pos/shared';
import {
  conCantidad,
  cuerpoDevolucion,
  motivosDe,
  lineaDeAdicion,
  lineaDeFactura,
  totalDevolucion,
  validarSeleccion,
} from '../../src/features/returns/returnLines';
import { SelectionForm } from '../../src/features/returns/SelectionPage';
import { leerBorrador } from '../../src/features/returns/returnDraft';
import type { AdicionNota, FacturaDevolucion, ProductoFacturaDevolucion } from '@pos/shared/domains/returns';
import { renderWithProviders } from '../providers';
import { stubApi } from '../renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const producto = (
  id: number,
  nombre: string,
  cantidad: string,
  disponible: string,
  precio: string,
): ProductoFacturaDevolucion => ({
  id,
  producto_id: id * 10,
  fraccion_id: null,
  codigo: `P-${id}`,
  nombre,
  a_granel: false,
  cantidad,
  cantidad_devuelta: String(Number(cantidad) - Number(disponible)),
  disponible,
  // The list price; what was charged after the line discount is precio_final.
  precio: '99.00',
  precio_final: precio,
  total_importe: '0',
});
const productos = [
  producto(71, 'Café 1 lb', '3', '3', '25.00'),
  producto(72, 'Azúcar 5 lb', '2', '1', '37.50'),
  producto(73, 'Té verde', '1', '0', '15.00'),
];
const factura: FacturaDevolucion = {
  id: 7,
  codigo: 'V-000007',
  creado: '2026-11-28T15:00:00.000Z',
  sucursal: { id: 1, nombre: 'Central' },
  cliente: { id: null, nombre: 'Ana López', nit: '1234567' },
  movimiento: { detalles: productos, total_cobrar_pagar: '150.00' },
  productos,
  id_factura: null,
  serie: null,
  numero: null,
  nota_credito_fel: false,
  total_devuelto: '0.00',
  coincidencias: [],
};
const adicion = (id: number, nombre: string, tipo: number, valor: string): AdicionNota => ({
  id,
  nombre,
  tipo,
  tipo_nombre: '',
  valor,
  activo: true,
  creado: factura.creado,
  modificado: factura.creado,
});
const linea = () => ({ ...lineaDeFactura(factura.productos[1]!), elegida: true });

describe('the quantity rules of a return line (000 §6 Returns)', () => {
  it('a negative quantity becomes 0 and is flagged required', () => {
    const l = conCantidad(linea(), '-2');
    expect(l).toMatchObject({ cantidad: '0', requerido: true, aviso: 'negativa', precio_calculado: '0.00' });
  });

  it('a quantity above what is available is capped at the available quantity', () => {
    const l = conCantidad(linea(), '5');
    expect(l).toMatchObject({ cantidad: '1', requerido: false, aviso: 'topada', precio_calculado: '37.50' });
  });

  it('an empty quantity is flagged required', () => {
    expect(conCantidad(linea(), '')).toMatchObject({ cantidad: null, requerido: true, aviso: 'requerida' });
    expect(conCantidad(linea(), null)).toMatchObject({ cantidad: null, requerido: true });
  });

  it('a valid quantity prices the line as precio × porcentaje / 100 × cantidad', () => {
    const l = conCantidad({ ...lineaDeFactura(factura.productos[0]!), elegida: true, porcentaje_precio: '50' }, '2');
    expect(l).toMatchObject({ cantidad: '2', requerido: false, aviso: null, precio_calculado: '25.00' });
  });

  it('nothing chosen is refused with the spec message', () => {
    const lineas = factura.productos.map(lineaDeFactura);
    expect(validarSeleccion(lineas).error).toBe(
      'Seleccione al menos un producto que se está procesando para devolución.',
    );
  });

  it('a chosen line at 0 is flagged; the others pass untouched', () => {
    const lineas = [conCantidad(linea(), '0'), lineaDeFactura(factura.productos[0]!)];
    const { lineas: marcadas, error } = validarSeleccion(lineas);
    expect(error).toBe(MENSAJES.pantallasDevolucion.cantidadRequerida);
    expect(marcadas[0]).toMatchObject({ requerido: true });
    expect(marcadas[1]).toMatchObject({ requerido: false });
  });

  it('additional note items: tipo 10 is a fixed amount, another tipo a percentage of the invoice total', () => {
    const fija = lineaDeAdicion(adicion(1, 'Flete', 10, '12.5'), '150.00', 10);
    const porcentaje = lineaDeAdicion(adicion(2, 'Recargo', 20, '10'), '150.00', 10);
    expect(fija).toMatchObject({ precio: '12.50', cantidad: '1', porcentaje_precio: '100', ingreso_bodega: false });
    expect(porcentaje).toMatchObject({ precio: '15.00', precio_calculado: '15.00' });
    expect(totalDevolucion([fija, porcentaje, conCantidad(linea(), '1')])).toBe('65.00');
  });
});

describe('the body of POST devoluciones', () => {
  it('sends the chosen sale lines by id, additional items by adicion_id, the sale and its FEL document', () => {
    const elegida = conCantidad(linea(), '1');
    const flete = lineaDeAdicion(adicion(1, 'Flete', 10, '12.5'), '150.00', 20);
    const body = cuerpoDevolucion(factura, [elegida, lineaDeFactura(productos[0]!), flete], '  Cliente devolvió  ');
    expect(body).toMatchObject({ concepto: 'Cliente devolvió', venta: 7, id_factura: null });
    expect(body.productos).toHaveLength(2);
    expect(body.productos[0]).toMatchObject({
      id: 72,
      cantidad: '1',
      motivo: 10,
      ingreso_bodega: true,
      porcentaje_precio: '100',
    });
    expect(body.productos[1]).toMatchObject({ adicion_id: 1, cantidad: '1', motivo: 20, ingreso_bodega: false });
    expect(body.productos[1]).not.toHaveProperty('id');
  });

  it('offers reason 50 (discount) only on an FEL credit note', () => {
    expect(motivosDe(false)).toEqual([10, 20, 30, 40]);
    expect(motivosDe(true)).toEqual([10, 20, 30, 40, 50]);
  });
});

describe('the product selection screen', () => {
  const renderSeleccion = () => {
    stubApi([]);
    renderWithProviders(<SelectionForm factura={factura} codigo="V-000007" idFactura="7" />);
  };
  const cantidad = (nombre: string) =>
    screen.getByRole('spinbutton', { name: `Cantidad de ${nombre}` }) as HTMLInputElement;
  const escribir = (nombre: string, texto: string) => {
    fireEvent.focus(cantidad(nombre));
    fireEvent.change(cantidad(nombre), { target: { value: texto } });
    fireEvent.blur(cantidad(nombre));
  };

  it('continuing with nothing chosen shows the spec message and stores nothing', () => {
    renderSeleccion();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Seleccione al menos un producto que se está procesando para devolución.',
    );
    expect(leerBorrador('7')).toBeNull();
  });

  it('a line with nothing left to return cannot be chosen', () => {
    renderSeleccion();
    expect((screen.getByRole('checkbox', { name: 'Devolver Té verde' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('caps a quantity above the available one and says so', async () => {
    renderSeleccion();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Devolver Azúcar 5 lb' }));
    escribir('Azúcar 5 lb', '4');
    await waitFor(() => expect(cantidad('Azúcar 5 lb').value).toBe('1'));
    expect(screen.getByText(MENSAJES.pantallasDevolucion.cantidadTopada('1'))).toBeTruthy();
  });

  it('turns a negative quantity into 0, flags it, and refuses to continue', async () => {
    renderSeleccion();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Devolver Café 1 lb' }));
    escribir('Café 1 lb', '-1');
    await waitFor(() => expect(cantidad('Café 1 lb').value).toBe('0'));
    expect(screen.getByText(MENSAJES.pantallasDevolucion.cantidadNegativa)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const alertas = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alertas).toContain(MENSAJES.pantallasDevolucion.cantidadRequerida);
    expect(leerBorrador('7')).toBeNull();
  });

  it('flags an emptied quantity', async () => {
    renderSeleccion();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Devolver Café 1 lb' }));
    escribir('Café 1 lb', '');
    await waitFor(() => expect(screen.getByText(MENSAJES.pantallasDevolucion.cantidadRequerida)).toBeTruthy());
  });

  it('keeps the chosen lines for the reasons screen', () => {
    renderSeleccion();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Devolver Café 1 lb' }));
    escribir('Café 1 lb', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const borrador = leerBorrador('7');
    expect(borrador?.lineas).toHaveLength(1);
    expect(borrador?.lineas[0]).toMatchObject({
      detalle: 71,
      cantidad: '2',
      motivo: 10,
      ingreso_bodega: true,
      precio_calculado: '50.00',
    });
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
