import { Col, Form, Input, Radio, Row, Typography } from 'antd';
import { maxLength, nitSinCf, required } from '@pos/shared';
import { AFILIACIONES_IVA, configuracionFelInputSchema } from '@pos/shared/domains/invoicing/settings';
import { rules, schemaCheck } from '../../../lib/formRules';

const AYUDA_AFILIACION: Record<(typeof AFILIACIONES_IVA)[number]['codigo'], string> = {
  GEN: 'Emite facturas (FACT) y facturas cambiarias (FCAM) con IVA.',
  PEQ: 'Emite facturas de pequeño contribuyente (FPEQ y FCAP), sin IVA desglosado.',
};

/** The issuer as registered with SAT (RTU): what every DTE carries in `Emisor` (FEL.md §3.2). */
export function FelIssuer() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="nit_emisor"
          label="NIT del emisor"
          extra="El NIT de la empresa, con o sin guion."
          rules={rules(required, nitSinCf)}
        >
          <Input autoComplete="off" style={{ maxWidth: 240 }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="correo_copia"
          label="Correo para copia de los documentos"
          extra="Opcional. Varias direcciones se separan con punto y coma (;)."
          rules={rules(schemaCheck(configuracionFelInputSchema.shape.correo_copia))}
        >
          <Input autoComplete="off" placeholder="facturas@empresa.com" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="nombre_emisor"
          label="Nombre o razón social"
          extra="Tal como aparece en el RTU."
          rules={rules(required, maxLength(255))}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="nombre_comercial"
          label="Nombre comercial"
          extra="El nombre del establecimiento registrado en la SAT."
          rules={rules(required, maxLength(255))}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="afiliacion_iva" label="Afiliación al IVA" rules={rules(required)} style={{ marginBottom: 0 }}>
          <Radio.Group
            style={{
              display: 'grid',
              gap: 12,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
            }}
          >
            {AFILIACIONES_IVA.map((a) => (
              <Radio key={a.codigo} value={a.codigo}>
                {`${a.nombre} (${a.codigo})`}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  {AYUDA_AFILIACION[a.codigo]}
                </Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Col>
    </Row>
  );
}
