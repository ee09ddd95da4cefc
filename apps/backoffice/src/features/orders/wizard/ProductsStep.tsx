import { Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { totalesCarrito, type OpcionesCarrito } from '@pos/shared/domains/sales/rules/index';
import { ScanSearch } from '../../../components/search/ScanSearch';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { productosOrdenQuery } from '../orders.api';
import {
  agregarProducto,
  cambiarCantidad,
  cambiarDescuento,
  cambiarTier,
  claveLinea,
  quitarLinea,
  type LineaOrden,
} from './orderDraft';

interface Props {
  lineas: LineaOrden[];
  opciones: OpcionesCarrito;
  /** The customer type's default tier (P3-32). */
  tierPorDefecto: number;
  onLineas: (lineas: LineaOrden[]) => void;
}

/** An exact code match, else the only product found. */
const exacto = (rows: readonly ProductoVenta[]) =>
  rows.find((p) => p.coincidencia !== null && p.coincidencia !== 'nombre') ?? (rows.length === 1 ? rows[0] : undefined);

/** Step 2: the lines, each at one of the company's five named price tiers, with its discount. */
export function ProductsStep({ lineas, opciones, tierPorDefecto, onLineas }: Props) {
  const format = useFormat();
  const feedback = useFeedback();
  const totales = totalesCarrito(lineas, opciones.decimales);
  const agregar = (producto: ProductoVenta) => {
    const r = agregarProducto(lineas, producto, tierPorDefecto, opciones);
    if (r.ok) onLineas(r.lineas);
    else feedback.error(null, r.error);
  };

  return (
    <Card size="small" title="Productos">
      <ScanSearch<ProductoVenta>
        query={productosOrdenQuery}
        exactMatch={exacto}
        onPick={agregar}
        debounceMs={250}
        highlightFirstMatch
        listId="orden-productos"
        prefix={<SearchOutlined />}
        placeholder="Buscar producto por código o nombre"
        rowKey={(p) => p.id}
        renderRow={(p) => (
          <>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{p.nombre}</Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {p.codigo}
                {p.inventariable ? ` · Existencia ${p.inventario}` : ''}
              </Typography.Text>
            </div>
            <Typography.Text strong className="num">
              {format.money(p.listado_precios[0]?.precio ?? '0')}
            </Typography.Text>
          </>
        )}
      />
      <Table<LineaOrden>
        size="small"
        style={{ marginTop: 12 }}
        rowKey={claveLinea}
        dataSource={lineas}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: 'Agregue productos con el buscador.' }}
        columns={[
          {
            title: 'Producto',
            render: (_, l) => (
              <>
                <div>{l.nombre}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {l.codigo}
                </Typography.Text>
              </>
            ),
          },
          {
            title: 'Precio',
            width: 200,
            render: (_, l) => (
              <Select
                aria-label={`Precio de ${l.nombre}`}
                style={{ width: '100%' }}
                value={l.modelo_precio}
                onChange={(tier: number) => onLineas(cambiarTier(lineas, l, tier, opciones))}
                options={l.listado_precios.map((p) => ({
                  value: p.id,
                  label: `${p.nombre} · ${format.money(p.precio)}`,
                }))}
              />
            ),
          },
          {
            title: 'Cantidad',
            width: 110,
            render: (_, l) => (
              <Input
                aria-label={`Cantidad de ${l.nombre}`}
                inputMode="decimal"
                value={l.cantidad}
                onChange={(e) => onLineas(cambiarCantidad(lineas, claveLinea(l), e.target.value || '0', opciones))}
              />
            ),
          },
          {
            title: 'Desc. %',
            width: 90,
            render: (_, l) => (
              <Input
                aria-label={`Descuento de ${l.nombre}`}
                inputMode="decimal"
                disabled={!opciones.permitirDescuento}
                value={l.desc_porcentaje}
                onChange={(e) => {
                  const r = cambiarDescuento(lineas, claveLinea(l), e.target.value || '0', opciones);
                  if (r.ok) onLineas(r.lineas);
                }}
              />
            ),
          },
          {
            title: 'Precio final',
            align: 'right',
            render: (_, l) => <span className="num">{format.money(l.precio_final)}</span>,
          },
          {
            title: 'Subtotal',
            align: 'right',
            render: (_, l) => <span className="num">{format.money(l.total_importe)}</span>,
          },
          {
            title: '',
            width: 48,
            render: (_, l) => (
              <Button
                aria-label={`Quitar ${l.nombre}`}
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => onLineas(quitarLinea(lineas, claveLinea(l)))}
              />
            ),
          },
        ]}
      />
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 12 }} wrap>
        <Typography.Text>Subtotal {format.money(totales.subtotal)}</Typography.Text>
        <Typography.Text>Descuento {format.money(totales.descuento)}</Typography.Text>
        <Typography.Text strong>Total {format.money(totales.total)}</Typography.Text>
      </Space>
    </Card>
  );
}
