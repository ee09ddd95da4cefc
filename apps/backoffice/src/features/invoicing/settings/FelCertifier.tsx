import { Alert, Col, Form, Input, Radio, Row, Typography } from 'antd';
import { MENSAJES, maxLength } from '@pos/shared';
import {
  CERTIFICADORES,
  CREDENCIALES_INFILE,
  NOMBRES_CREDENCIALES,
  type Certificador,
  type CredencialEstado,
  type CredencialInfile,
} from '@pos/shared/domains/invoicing/settings';
import { requiredWith, rules } from '../../../lib/formRules';

const AYUDA_CERTIFICADOR: Record<Certificador, string> = {
  sandbox:
    'Para conocer y probar el sistema. Los documentos se certifican en un ambiente local y no se envían a la SAT.',
  infile: 'Certificador autorizado por la SAT. Necesita el usuario y las llaves que Infile le entregó.',
};

const credencialRequerida = requiredWith(MENSAJES.felConfiguracion.credencialRequerida);

interface Props {
  /** What is stored for each credential: never the value, only whether it is there and its mask. */
  credenciales: Record<CredencialInfile, CredencialEstado>;
  /** The installation certifies everything on the sandbox (FEL_CERTIFIER=sandbox). */
  soloPruebas: boolean;
}

/** The certifier; with the sandbox a plain warning, with Infile its four credentials (FEL.md §10.1). */
export function FelCertifier({ credenciales, soloPruebas }: Props) {
  const certificador = Form.useWatch<Certificador | undefined>('certificador');
  return (
    <>
      <Form.Item name="certificador">
        <Radio.Group
          aria-label="Certificador"
          style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))' }}
        >
          {CERTIFICADORES.map((c) => (
            <Radio key={c.codigo} value={c.codigo}>
              {c.nombre}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                {AYUDA_CERTIFICADOR[c.codigo]}
              </Typography.Text>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>

      {certificador === 'sandbox' && (
        <Alert
          type="warning"
          showIcon
          title={MENSAJES.fel.documentoPrueba}
          description="Con el ambiente de pruebas, cada factura que emita se imprime como documento de prueba: no es una factura válida ante la SAT ni para sus clientes. Elija Infile cuando tenga sus credenciales."
        />
      )}

      {certificador === 'infile' && soloPruebas && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Esta instalación certifica en el ambiente de pruebas"
          description="El servidor está configurado para pruebas (FEL_CERTIFIER=sandbox): aunque elija Infile, los documentos se certifican en el ambiente local y se imprimen como documento de prueba. El administrador del servidor debe configurar FEL_CERTIFIER=infile para emitir facturas válidas."
        />
      )}

      {certificador === 'infile' && (
        <>
          <Typography.Paragraph type="secondary">
            El usuario y las llaves que Infile le entregó. Se guardan cifradas y nunca se vuelven a mostrar completas.
          </Typography.Paragraph>
          <Row gutter={16}>
            {CREDENCIALES_INFILE.map((credencial) => {
              const guardada = credenciales[credencial];
              return (
                <Col key={credencial} xs={24} md={12}>
                  <Form.Item
                    name={['credenciales', credencial]}
                    label={NOMBRES_CREDENCIALES[credencial]}
                    extra={guardada.configurada ? 'Guardada: déjela en blanco para conservarla.' : undefined}
                    rules={rules(...(guardada.configurada ? [] : [credencialRequerida]), maxLength(500))}
                  >
                    <Input.Password autoComplete="new-password" placeholder={guardada.mascara ?? ''} visibilityToggle />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </>
      )}
    </>
  );
}
