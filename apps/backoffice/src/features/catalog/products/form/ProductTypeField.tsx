import { Form, Radio, Typography } from 'antd';
import { CODIGOS_TIPO_PRODUCTO, NOMBRES_TIPO_PRODUCTO, type TipoProducto } from '@pos/shared/domains/catalog/catalog';

const DESCRIPCION: Record<TipoProducto, string> = {
  1: 'Se vende y se cuenta por unidad.',
  100: 'Se vende en presentaciones (caja, paquete, unidad) de la misma existencia.',
  1000: 'Se vende por peso, con hasta 3 decimales.',
  2000: 'Se vende por capacidad, con hasta 3 decimales.',
};

/** The product type (spec 001 §4); `a_granel` and `tiene_fracciones` follow from it (P2-03f). */
export function ProductTypeField({ disabled }: { disabled?: boolean }) {
  return (
    <Form.Item name="tipo_producto" label="Tipo de producto">
      <Radio.Group disabled={disabled} style={{ width: '100%' }}>
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
          {CODIGOS_TIPO_PRODUCTO.map((tipo) => (
            <Radio key={tipo} value={tipo}>
              <Typography.Text strong>{NOMBRES_TIPO_PRODUCTO[tipo]}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {DESCRIPCION[tipo]}
              </Typography.Text>
            </Radio>
          ))}
        </div>
      </Radio.Group>
    </Form.Item>
  );
}
