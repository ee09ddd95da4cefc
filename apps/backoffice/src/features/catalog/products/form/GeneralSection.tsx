import { Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import { maxLength, required } from '@pos/shared';
import {
  NOMBRES_TIPO_UNIDAD,
  decimalesCantidad,
  type TipoUnidad,
  type UnidadMedida,
} from '@pos/shared/domains/catalog/catalog';
import { tiposUnidadPermitidos } from '@pos/shared/domains/catalog/products';
import { NumericInput } from '../../../../components/inputs/NumericInput';
import { rules } from '../../../../lib/formRules';
import { useFamilias, useSubfamilias } from '../../categories/categorias.api';
import { ProductTypeField } from './ProductTypeField';

/** The company's units, grouped by kind and limited to those the type may use. */
function opcionesUnidad(unidades: readonly UnidadMedida[], tipo: number) {
  const permitidos = tiposUnidadPermitidos(tipo);
  const grupos = new Map<TipoUnidad, UnidadMedida[]>();
  for (const unidad of unidades) {
    if (permitidos && !permitidos.includes(unidad.tipo)) continue;
    grupos.set(unidad.tipo, [...(grupos.get(unidad.tipo) ?? []), unidad]);
  }
  return [...grupos].map(([tipoUnidad, lista]) => ({
    label: NOMBRES_TIPO_UNIDAD[tipoUnidad],
    title: NOMBRES_TIPO_UNIDAD[tipoUnidad],
    options: lista.map((u) => ({ value: u.id, label: u.abreviatura ? `${u.nombre} (${u.abreviatura})` : u.nombre })),
  }));
}

export function GeneralSection({ unidades, creating }: { unidades: readonly UnidadMedida[]; creating: boolean }) {
  const form = Form.useFormInstance();
  const tipo: number = Form.useWatch('tipo_producto', form) ?? 1;
  const familia: number | null = Form.useWatch('categoria', form) ?? null;
  const familias = useFamilias();
  const subfamilias = useSubfamilias(familia);

  return (
    <Card title="Datos generales">
      <ProductTypeField />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="codigo" label="Código" rules={rules(required, maxLength(50))}>
            <Input autoFocus={creating} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="nombre" label="Nombre" rules={rules(required, maxLength(200))}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="marca" label="Marca" rules={rules(maxLength(100))}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="unidad_de_medida" label="Unidad de medida">
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={opcionesUnidad(unidades, tipo)}
              placeholder="Seleccione una unidad"
              allowClear
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="minimo_existencias"
            label="Mínimo de existencias"
            extra="En la unidad de medida del producto."
          >
            <NumericInput decimales={decimalesCantidad(tipo)} aria-label="Mínimo de existencias" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="categoria" label="Familia">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={familias.isLoading}
              placeholder="Seleccione una familia"
              options={(familias.data ?? []).map((f) => ({ value: f.id, label: f.nombre }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="subfamilia" label="Sub-familia">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              disabled={familia === null}
              loading={subfamilias.isLoading && familia !== null}
              placeholder={familia === null ? 'Primero elija la familia' : 'Seleccione una sub-familia'}
              options={(subfamilias.data ?? []).map((s) => ({ value: s.id, label: s.nombre }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="codigo_barras" label="Código de barras" rules={rules(maxLength(60))}>
            <Input autoComplete="off" placeholder="Escanee o escriba el código" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="descripcion_codigo_barras"
            label="Descripción del código de barras"
            rules={rules(maxLength(200))}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="descripcion" label="Descripción" rules={rules(maxLength(5000))}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="inventariable"
            label="Maneja inventario"
            valuePropName="checked"
            extra="Descuenta existencias al vender."
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="vendible" label="Se vende" valuePropName="checked" extra="Aparece en el punto de venta.">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="alertar"
            label="Alertar existencia mínima"
            valuePropName="checked"
            extra="Marca el producto en bodega al llegar al mínimo."
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
