import { Card, Col, Flex, Form, Input, Row, Select, type FormInstance } from 'antd';
import { maxLength, nitSinCf, phone, required } from '@pos/shared';
import type { Sucursal, SucursalInput } from '@pos/shared/domains/companies/companies';
import { DEPARTAMENTOS, municipiosDe } from '@pos/shared/domains/companies/geografia';
import { rules } from '../../../lib/formRules';
import { FormActions } from '../../../components/FormActions';

export type SucursalFormValues = Required<
  Pick<SucursalInput, 'nombre' | 'direccion' | 'telefono' | 'departamento' | 'municipio'>
> & {
  datos_empresa: { nombre: string; nombre_comercial: string; nit: string };
};

export function valoresDeSucursal(sucursal?: Sucursal): SucursalFormValues {
  return {
    nombre: sucursal?.nombre ?? '',
    direccion: sucursal?.direccion ?? '',
    telefono: sucursal?.telefono ?? '',
    departamento: sucursal?.departamento ?? '',
    municipio: sucursal?.municipio ?? '',
    datos_empresa: {
      nombre: sucursal?.datos_empresa.nombre ?? '',
      nombre_comercial: sucursal?.datos_empresa.nombre_comercial ?? '',
      nit: sucursal?.datos_empresa.nit ?? '',
    },
  };
}

const departamentos = DEPARTAMENTOS.map((d) => ({ value: d.id, label: d.nombre }));

interface Props {
  form: FormInstance<SucursalFormValues>;
  sucursal?: Sucursal;
  pais: string;
  saving: boolean;
  onSubmit: (values: SucursalFormValues) => void;
  onCancel: () => void;
}

export function BranchForm({ form, sucursal, pais, saving, onSubmit, onCancel }: Props) {
  const departamento = Form.useWatch('departamento', form);
  const municipios = departamento ? municipiosDe(departamento).map((m) => ({ value: m.id, label: m.nombre })) : [];

  return (
    <Form<SucursalFormValues>
      form={form}
      layout="vertical"
      initialValues={valoresDeSucursal(sucursal)}
      onFinish={onSubmit}
      scrollToFirstError
      onValuesChange={(changed: Partial<SucursalFormValues>) => {
        // A municipality belongs to one department: a new department clears it.
        if (changed.departamento !== undefined) form.setFieldValue('municipio', undefined);
      }}
    >
      <Flex vertical gap={16}>
        <Card title="Sucursal">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="nombre" label="Nombre" rules={rules(required, maxLength(100))}>
                <Input autoFocus={!sucursal} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="telefono" label="Teléfono" rules={rules(phone(pais), maxLength(30))}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="direccion" label="Dirección" rules={rules(maxLength(255))}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="departamento" label="Departamento" rules={rules(required)}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={departamentos}
                  placeholder="Seleccione un departamento"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="municipio" label="Municipio" rules={rules(required)}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={municipios}
                  disabled={!departamento}
                  placeholder={departamento ? 'Seleccione un municipio' : 'Primero elija el departamento'}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Datos de la empresa" extra="Se imprimen en los documentos de esta sucursal.">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name={['datos_empresa', 'nombre']} label="Razón social" rules={rules(maxLength(150))}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={['datos_empresa', 'nombre_comercial']}
                label="Nombre comercial"
                rules={rules(maxLength(150))}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={['datos_empresa', 'nit']} label="NIT" rules={rules(nitSinCf, maxLength(20))}>
                <Input placeholder="Ej. 1234567-8" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      </Flex>
      <FormActions onCancel={onCancel} saving={saving} />
    </Form>
  );
}
