import { Form, Radio, Typography } from 'antd';
import { TIPOS_FACTURAS } from '@pos/shared/domains/companies/companies';

export const CAMPOS_VENTAS = ['tipo_punto_venta', 'conf_tipos_facturas'];

const TIPOS_PUNTO_VENTA = [
  { value: 'PVN', label: 'Punto de venta normal (PVN)', ayuda: 'La misma persona vende y cobra en el punto de venta.' },
  {
    value: 'PVMCE',
    label: 'Mostrador y caja (PVMCE)',
    ayuda: 'El vendedor de mostrador prepara la venta y el cajero la cobra en caja.',
  },
];

/** The sales settings that are not switches: point-of-sale type and invoice type. */
export function SalesSettings() {
  return (
    <>
      <Form.Item name="tipo_punto_venta" label="Tipo de punto de venta">
        <Radio.Group style={{ display: 'grid', gap: 12 }}>
          {TIPOS_PUNTO_VENTA.map((tipo) => (
            <Radio key={tipo.value} value={tipo.value}>
              {tipo.label}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                {tipo.ayuda}
              </Typography.Text>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="conf_tipos_facturas" label="Tipo de factura">
        <Radio.Group options={TIPOS_FACTURAS.map((t) => ({ value: t.codigo, label: `${t.nombre} (${t.codigo})` }))} />
      </Form.Item>
    </>
  );
}
