import type { OrdenVentaDetalle } from '@pos/shared/domains/orders';
import { NOMBRES_TIPO_VENTA, type TipoVenta } from '@pos/shared/domains/sales/sales';

/** The order's lines in pages of `items_por_factura` (P3-38, default 10). */
export function paginasDeLineas<T>(lineas: readonly T[], porPagina: number): T[][] {
  const tamano = Math.max(1, porPagina);
  const paginas: T[][] = [];
  for (let i = 0; i < lineas.length; i += tamano) paginas.push(lineas.slice(i, i + tamano));
  return paginas.length > 0 ? paginas : [[]];
}

/** The printed sales order: the same heading on every page, the lines split, totals on the last. */
export function OrderPrint({
  orden,
  empresa,
  porPagina,
  money,
}: {
  orden: OrdenVentaDetalle;
  empresa: string;
  porPagina: number;
  money: (value: string) => string;
}) {
  const paginas = paginasDeLineas(orden.detalles, porPagina);
  return (
    <>
      {paginas.map((lineas, i) => (
        <section className="print-page" key={i}>
          <div className="print-heading">
            <div>
              <h1>{`Orden de venta ${orden.codigo}`}</h1>
              <div>{empresa}</div>
              <div>{`${orden.nombre} · NIT ${orden.nit}`}</div>
              <div>{orden.direccion_facturacion || orden.direccion}</div>
            </div>
            <div style={{ textAlign: 'right' }}>
              <div>{NOMBRES_TIPO_VENTA[orden.tipo_venta as TipoVenta]}</div>
              <div>{`Fecha ${orden.creado.slice(0, 10)}`}</div>
              {orden.fecha_entrega && <div>{`Entrega ${orden.fecha_entrega}`}</div>}
              <div className="print-page-number">{`Página ${i + 1} de ${paginas.length}`}</div>
            </div>
          </div>
          <table className="print-table">
            <thead>
              <tr>
                <th style={{ textAlign: 'left' }}>Código</th>
                <th style={{ textAlign: 'left' }}>Producto</th>
                <th style={{ textAlign: 'right' }}>Cantidad</th>
                <th style={{ textAlign: 'right' }}>Precio</th>
                <th style={{ textAlign: 'right' }}>Subtotal</th>
              </tr>
            </thead>
            <tbody>
              {lineas.map((l) => (
                <tr key={l.id}>
                  <td>{l.codigo}</td>
                  <td>{l.nombre}</td>
                  <td style={{ textAlign: 'right' }}>{l.cantidad}</td>
                  <td style={{ textAlign: 'right' }}>{money(l.precio_final)}</td>
                  <td style={{ textAlign: 'right' }}>{money(l.total_importe)}</td>
                </tr>
              ))}
            </tbody>
            {i === paginas.length - 1 && (
              <tfoot>
                <tr>
                  <td colSpan={4} style={{ textAlign: 'right' }}>
                    <strong>Total</strong>
                  </td>
                  <td style={{ textAlign: 'right' }}>
                    <strong>{money(orden.total)}</strong>
                  </td>
                </tr>
              </tfoot>
            )}
          </table>
        </section>
      ))}
    </>
  );
}
