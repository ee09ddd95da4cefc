import { Card, Form, Table, Typography } from 'antd';
import { money, type DecimalesMoneda } from '@pos/shared';
import { NIVELES_PRECIO } from '@pos/shared/domains/catalog/catalog';
import { campoPrecio } from '@pos/shared/domains/catalog/pricing';
import { NumericInput } from '../../../../components/inputs/NumericInput';
import { rules } from '../../../../lib/formRules';
import type { PrecioSucursalValues } from './productFormValues';

interface Props {
  nombres: readonly string[];
  decimales: DecimalesMoneda;
  moneda: string;
}

/**
 * A branch may sell at its own price in any tier (DECISIONS P2-03i); an empty cell uses the
 * product's price, shown as the placeholder.
 */
export function BranchPricesSection({ nombres, decimales, moneda }: Props) {
  const form = Form.useFormInstance();
  // `preserve`: the branch names are stored values no field shows.
  const sucursales: PrecioSucursalValues[] = Form.useWatch('precios_sucursal', { form, preserve: true }) ?? [];
  const base: Partial<Record<string, string | null>> =
    Form.useWatch((values: Record<string, string | null>) => values, form) ?? {};

  return (
    <Card
      title="Precios por sucursal"
      extra={<Typography.Text type="secondary">Vacío: usa el precio del producto.</Typography.Text>}
    >
      <Form.List name="precios_sucursal">
        {(fields) => (
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            scroll={{ x: 'max-content' }}
            dataSource={fields}
            columns={[
              {
                title: 'Sucursal',
                key: 'sucursal',
                render: (_, field) => (
                  <Typography.Text strong>{sucursales[field.name]?.sucursal_nombre}</Typography.Text>
                ),
              },
              ...NIVELES_PRECIO.map((nivel) => ({
                title: nombres[nivel - 1],
                key: nivel,
                width: 128,
                render: (_: unknown, field: { name: number }) => (
                  <Form.Item
                    name={[field.name, campoPrecio(nivel)]}
                    rules={rules(money(decimales))}
                    style={{ margin: 0 }}
                  >
                    <NumericInput
                      decimales={decimales}
                      prefix={moneda}
                      placeholder={base[campoPrecio(nivel)] ?? '0'}
                      aria-label={`${nombres[nivel - 1]} en ${sucursales[field.name]?.sucursal_nombre ?? ''}`}
                    />
                  </Form.Item>
                ),
              })),
            ]}
          />
        )}
      </Form.List>
    </Card>
  );
}
