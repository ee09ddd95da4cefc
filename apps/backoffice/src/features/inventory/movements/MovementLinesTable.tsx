import { Button, Empty, Form, Input, Select, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  MENSAJES,
  formatQuantity,
  maxLength,
  minValue,
  money,
  required,
  type DecimalesMoneda,
  type Validator,
} from '@pos/shared';
import { decimalesCantidad, tieneFracciones } from '@pos/shared/domains/catalog/catalog';
import type { ClaseDocumentoBodega } from '@pos/shared/domains/inventory';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { rules } from '../../../lib/formRules';
import { useFormat } from '../../../lib/useFormat';
import { excedeExistencia, lineasRepetidas, subtotalDe, type LineaMovimiento } from './movementLines';

interface Props {
  clase: ClaseDocumentoBodega;
  decimales: DecimalesMoneda;
  /** Whether this document takes stock out (and so may run short). */
  descuenta: boolean;
  /** The line to flash: just added, or increased by a scan. */
  destacada: string | null;
}

/** The lines of a stock movement, edited in place; `productos` of the surrounding form. */
export function MovementLinesTable({ clase, decimales, descuenta, destacada }: Props) {
  const form = Form.useFormInstance();
  const format = useFormat();
  const lineas: LineaMovimiento[] = Form.useWatch('productos', { form, preserve: true }) ?? [];

  const sinRepetir =
    (index: number): Validator =>
    () =>
      lineasRepetidas(form.getFieldValue('productos') ?? []).has(index)
        ? MENSAJES.bodega.productoYaIngresado
        : undefined;

  return (
    <Form.List name="productos">
      {(fields, { remove }) => (
        <Table
          size="middle"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={fields}
          rowKey="key"
          rowClassName={(field) => (lineas[field.name]?.key === destacada ? 'line-flash' : '')}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="Escanee o busque un producto para agregarlo al movimiento."
              />
            ),
          }}
          columns={[
            { title: '#', key: 'n', width: 48, render: (_, field) => field.name + 1 },
            {
              title: 'Producto',
              key: 'producto',
              render: (_, field) => {
                const linea = lineas[field.name];
                if (!linea) return null;
                const corto = descuenta && excedeExistencia(linea);
                return (
                  <div style={{ minWidth: 220 }}>
                    <Typography.Text strong>{linea.producto.nombre}</Typography.Text>
                    <Typography.Text type={corto ? 'warning' : 'secondary'} style={{ display: 'block', fontSize: 12 }}>
                      {`${linea.producto.codigo} · Existencia ${formatQuantity(linea.producto.inventario, linea.producto.a_granel)} ${linea.unidad?.abreviatura ?? ''}`}
                      {corto && ' · insuficiente'}
                    </Typography.Text>
                  </div>
                );
              },
            },
            {
              title: 'Presentación',
              key: 'fraccion',
              render: (_, field) => {
                const linea = lineas[field.name];
                if (!linea) return null;
                if (!tieneFracciones(linea.producto.tipo_producto)) return linea.unidad?.nombre ?? 'Unidad';
                return (
                  <Form.Item
                    name={[field.name, 'fraccion']}
                    rules={rules(sinRepetir(field.name))}
                    style={{ margin: 0, minWidth: 160 }}
                  >
                    <Select
                      aria-label={`Presentación de ${linea.producto.nombre}`}
                      options={linea.producto.fracciones.map((f) => ({
                        value: f.id,
                        label: `${f.nombre} (${f.contenido} ${linea.unidad?.abreviatura ?? 'u'})`,
                      }))}
                    />
                  </Form.Item>
                );
              },
            },
            {
              title: 'Cantidad',
              key: 'cantidad',
              width: 130,
              render: (_, field) => {
                const linea = lineas[field.name];
                if (!linea) return null;
                return (
                  <Form.Item name={[field.name, 'cantidad']} rules={rules(required, minValue(0))} style={{ margin: 0 }}>
                    <NumericInput
                      decimales={decimalesCantidad(linea.producto.tipo_producto)}
                      aria-label={`Cantidad de ${linea.producto.nombre}`}
                    />
                  </Form.Item>
                );
              },
            },
            {
              title: clase === 'ingreso' ? 'Costo unitario' : 'Costo',
              key: 'costo',
              width: clase === 'ingreso' ? 150 : 110,
              align: 'right',
              render: (_, field) => {
                const linea = lineas[field.name];
                if (!linea) return null;
                if (clase !== 'ingreso') return <span className="num">{format.money(linea.costo)}</span>;
                return (
                  <Form.Item
                    name={[field.name, 'costo']}
                    rules={rules(required, money(decimales))}
                    style={{ margin: 0 }}
                  >
                    <NumericInput
                      decimales={decimales}
                      prefix={format.moneda}
                      aria-label={`Costo de ${linea.producto.nombre}`}
                    />
                  </Form.Item>
                );
              },
            },
            {
              title: 'Subtotal',
              key: 'subtotal',
              align: 'right',
              render: (_, field) => (
                <span className="num">{lineas[field.name] ? format.money(subtotalDe(lineas[field.name]!)) : null}</span>
              ),
            },
            {
              title: 'Nota',
              key: 'nota',
              render: (_, field) => (
                <Form.Item
                  name={[field.name, 'nota']}
                  rules={rules(maxLength(255))}
                  style={{ margin: 0, minWidth: 140 }}
                >
                  <Input
                    placeholder="Opcional"
                    aria-label={`Nota de ${lineas[field.name]?.producto.nombre ?? 'la línea'}`}
                  />
                </Form.Item>
              ),
            },
            {
              title: '',
              key: 'quitar',
              width: 48,
              render: (_, field) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Quitar ${lineas[field.name]?.producto.nombre ?? 'línea'}`}
                  onClick={() => remove(field.name)}
                />
              ),
            },
          ]}
        />
      )}
    </Form.List>
  );
}
