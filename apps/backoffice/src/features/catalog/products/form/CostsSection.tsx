import { Card, Descriptions, Form, Switch, Typography } from 'antd';
import type { Producto } from '@pos/shared/domains/catalog/products.api';
import { formatQuantity } from '@pos/shared';
import { useFormat } from '../../../../lib/useFormat';

/** Costs come from stock receptions and are read-only here; only the valuation choice is edited. */
export function CostsSection({ producto }: { producto?: Producto }) {
  const format = useFormat();
  return (
    <Card title="Costos">
      {producto ? (
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'costo',
              label: 'Último costo',
              children: <span className="num">{format.money(producto.costo)}</span>,
            },
            {
              key: 'promedio',
              label: 'Costo promedio ponderado',
              children: <span className="num">{format.money(producto.costo_promedio_ponderado)}</span>,
            },
            {
              key: 'existencia',
              label: 'Existencia en la sucursal',
              children: (
                <span className="num">{`${formatQuantity(producto.inventario, producto.a_granel)} ${producto.unidad_de_medida?.abreviatura ?? ''}`}</span>
              ),
            },
            {
              key: 'proveedor',
              label: 'Último proveedor',
              children: producto.ultimo_proveedor?.nombre ?? 'Sin registro',
            },
          ]}
        />
      ) : (
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          Los costos se calculan con los ingresos de mercadería y las compras.
        </Typography.Paragraph>
      )}
      <Form.Item
        name="usa_costo_promedio"
        label="Valorar el inventario con el costo promedio"
        valuePropName="checked"
        style={{ marginBottom: 0 }}
        extra="Si se desactiva, se usa el último costo."
      >
        <Switch />
      </Form.Item>
    </Card>
  );
}
