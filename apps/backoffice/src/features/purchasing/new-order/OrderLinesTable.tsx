import { Button, Space, Table, Typography } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { useFormat } from '../../../lib/useFormat';
import { pasoCantidad, subtotalLinea, type BorradorOrden, type LineaBorrador } from './orderDraft';

interface Props {
  borrador: BorradorOrden;
  moneda: string;
  onChange: (lineas: LineaBorrador[]) => void;
}

/** The order lines (001 §2): code, name, quantity −/+, unit cost, previous cost, subtotal. */
export function OrderLinesTable({ borrador, moneda, onChange }: Props) {
  const format = useFormat();
  const cambiar = (id: number, cambio: (l: LineaBorrador) => LineaBorrador) =>
    onChange(borrador.lineas.map((l) => (l.producto.id === id ? cambio(l) : l)));

  return (
    <Table<LineaBorrador>
      size="small"
      rowKey={(l) => l.producto.id}
      pagination={false}
      dataSource={borrador.lineas}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Agregue productos desde la lista o con el formulario.' }}
      columns={[
        { title: 'Código', render: (_, l) => l.producto.codigo },
        { title: 'Producto', render: (_, l) => <Typography.Text strong>{l.producto.nombre}</Typography.Text> },
        {
          title: 'Cantidad',
          render: (_, l) => (
            <Space.Compact>
              <Button
                aria-label={`Restar a ${l.producto.nombre}`}
                icon={<MinusOutlined />}
                onClick={() => cambiar(l.producto.id, (x) => pasoCantidad(x, -1))}
              />
              <NumericInput
                aria-label={`Cantidad de ${l.producto.nombre}`}
                decimales={l.producto.a_granel ? 3 : 0}
                value={l.cantidad}
                onChange={(cantidad) => cambiar(l.producto.id, (x) => ({ ...x, cantidad: cantidad ?? '' }))}
                style={{ width: 80, textAlign: 'center' }}
              />
              <Button
                aria-label={`Sumar a ${l.producto.nombre}`}
                icon={<PlusOutlined />}
                onClick={() => cambiar(l.producto.id, (x) => pasoCantidad(x, 1))}
              />
            </Space.Compact>
          ),
        },
        {
          title: 'Costo unitario',
          render: (_, l) => (
            <NumericInput
              aria-label={`Costo de ${l.producto.nombre}`}
              decimales={2}
              prefix={moneda}
              value={l.costo}
              onChange={(costo) => cambiar(l.producto.id, (x) => ({ ...x, costo: costo ?? '' }))}
              style={{ width: 120 }}
            />
          ),
        },
        {
          title: 'Costo anterior',
          align: 'right',
          render: (_, l) => <span className="num">{`${moneda} ${l.costo_anterior}`}</span>,
        },
        {
          title: 'Subtotal',
          align: 'right',
          render: (_, l) => <span className="num">{format.money(subtotalLinea(borrador, l))}</span>,
        },
        {
          title: '',
          key: 'quitar',
          render: (_, l) => (
            <Button
              aria-label={`Quitar ${l.producto.nombre}`}
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onChange(borrador.lineas.filter((x) => x.producto.id !== l.producto.id))}
            />
          ),
        },
      ]}
    />
  );
}
