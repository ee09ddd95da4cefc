import { Form, InputNumber, Table, Tag, Typography } from 'antd';
import { MENSAJES, type Validator } from '@pos/shared';
import { rules } from '../../../lib/formRules';
import type { EstablecimientoValues } from './felForm';

const M = MENSAJES.felConfiguracion;

const codigoValido: Validator = (value) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 9999)
    ? undefined
    : M.codigoEstablecimiento;

/** SAT's establishment code of each active branch (FEL.md §3.2): 1 to 9999, one per branch. */
export function FelEstablishments() {
  const form = Form.useFormInstance();
  const establecimientos = Form.useWatch<EstablecimientoValues[] | undefined>('establecimientos', {
    form,
    preserve: true,
  });
  const repetido =
    (index: number): Validator =>
    (value) => {
      if (value === null || value === undefined) return undefined;
      const todos = (form.getFieldValue('establecimientos') ?? []) as EstablecimientoValues[];
      return todos.some((e, i) => i !== index && e.codigo_establecimiento === value) ? M.codigoRepetido : undefined;
    };

  return (
    <>
      <Typography.Paragraph type="secondary">
        El número que la SAT asignó a cada establecimiento en el RTU. Una sucursal sin código no puede certificar
        facturas.
      </Typography.Paragraph>
      <Form.List name="establecimientos">
        {(fields) => (
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            locale={{ emptyText: 'No hay sucursales activas.' }}
            columns={[
              {
                title: 'Sucursal',
                key: 'sucursal',
                render: (_, field) => (
                  <Typography.Text strong>{establecimientos?.[field.name]?.nombre}</Typography.Text>
                ),
              },
              {
                title: 'Código de establecimiento',
                key: 'codigo',
                width: 260,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'codigo_establecimiento']}
                    rules={rules(codigoValido, repetido(field.name))}
                    style={{ marginBottom: 0 }}
                  >
                    <InputNumber
                      aria-label={`Código de establecimiento de ${establecimientos?.[field.name]?.nombre ?? 'la sucursal'}`}
                      min={1}
                      max={9999}
                      precision={0}
                      placeholder="Sin código"
                      style={{ width: 140 }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: 'Estado',
                key: 'estado',
                width: 200,
                render: (_, field) =>
                  establecimientos?.[field.name]?.codigo_establecimiento ? (
                    <Tag color="green">Asignado</Tag>
                  ) : (
                    <Tag color="orange">Sin código</Tag>
                  ),
              },
            ]}
          />
        )}
      </Form.List>
    </>
  );
}
