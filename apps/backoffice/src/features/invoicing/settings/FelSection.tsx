import { useState } from 'react';
import { Alert, Card, Descriptions, Flex, Form, Skeleton, Tag, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { documentosFel, type AfiliacionIva, type ConfiguracionFel } from '@pos/shared/domains/invoicing/settings';
import { FormActions } from '../../../components/FormActions';
import { ApiError } from '../../../lib/api';
import { useConfiguracion } from '../../../lib/configuracion';
import { useFeedback } from '../../../lib/feedback';
import { useConfiguracionFel, useGuardarConfiguracionFel } from './settings.api';
import { cuerpoFel, textoDocumentos, valoresFel, type FelFormValues } from './felForm';
import { FelCertifier } from './FelCertifier';
import { FelEstablishments } from './FelEstablishments';
import { FelIssuer } from './FelIssuer';
import { FelPhrases } from './FelPhrases';

/** Whether FEL is on and what the company issues: both set in the general settings above, shown here. */
function Resumen({
  configuracion,
  afiliacion,
}: {
  configuracion: ConfiguracionFel;
  afiliacion: AfiliacionIva | undefined;
}) {
  const general = useConfiguracion().data;
  // The general settings may have just been saved above: they are the fresher source.
  const utilizaFel = general?.utiliza_fel ?? configuracion.utiliza_fel;
  const tipoFactura = general?.conf_tipos_facturas ?? configuracion.tipo_factura;
  return (
    <Descriptions
      size="small"
      layout="vertical"
      column={{ xs: 1, sm: 3 }}
      items={[
        {
          key: 'estado',
          label: 'Configuración',
          children: configuracion.configurada ? (
            <Tag color="green">Guardada</Tag>
          ) : (
            <Tag color="orange">Sin configurar</Tag>
          ),
        },
        {
          key: 'utiliza',
          label: 'Facturación electrónica',
          children: (
            <Flex vertical gap={2} align="flex-start">
              {utilizaFel ? <Tag color="green">Activada</Tag> : <Tag>Desactivada</Tag>}
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                Se activa en la pestaña «Ventas y facturación».
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'documentos',
          label: 'Documentos que emite',
          children: (
            <Typography.Text strong>
              {textoDocumentos(documentosFel(afiliacion ?? configuracion.afiliacion_iva, tipoFactura))}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

/** 'frases.0.codigo_escenario' → ['frases', 0, 'codigo_escenario'] */
const rutaDeCampo = (campo: string) => campo.split('.').map((parte) => (/^\d+$/.test(parte) ? Number(parte) : parte));

/**
 * A field error is shown under its field, so the notification says the first field's message
 * alone (the server's detail prefixes it with the field's path).
 */
function withFieldMessage(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const first = Object.values(error.fields).find((messages) => messages.length > 0)?.[0];
  return first ? new ApiError(error.status, first, error.fields, error.code) : error;
}

function FelForm({ configuracion, onSaved }: { configuracion: ConfiguracionFel; onSaved: () => void }) {
  const [form] = Form.useForm<FelFormValues>();
  const feedback = useFeedback();
  const guardar = useGuardarConfiguracionFel();
  const afiliacion = Form.useWatch('afiliacion_iva', form);

  const submit = (values: FelFormValues) => {
    // The server's errors go under their fields; the first one is brought into view.
    const outcome = feedback.saveOutcome(form, MENSAJES.configuracion, onSaved, (error) => {
      const campo = error instanceof ApiError ? Object.keys(error.fields)[0] : undefined;
      if (campo) form.scrollToField(rutaDeCampo(campo), { block: 'center' });
    });
    guardar.mutate(cuerpoFel(values), { ...outcome, onError: (error) => outcome.onError(withFieldMessage(error)) });
  };

  return (
    <Form<FelFormValues>
      form={form}
      layout="vertical"
      initialValues={valoresFel(configuracion)}
      // Every value, also those no field shows (branch ids and names).
      onFinish={() => submit(form.getFieldsValue(true) as FelFormValues)}
      onValuesChange={(changed: Partial<FelFormValues>) => {
        // The phrase rules depend on the affiliation: an error shown for the old one is stale.
        if (changed.afiliacion_iva && form.getFieldError('frases').length > 0)
          void form.validateFields([['frases']]).catch(() => undefined);
      }}
      scrollToFirstError
    >
      <Flex vertical gap={16}>
        <Card size="small">
          <Resumen configuracion={configuracion} afiliacion={afiliacion} />
        </Card>
        <Card title="Emisor">
          <FelIssuer />
        </Card>
        <Card title="Frases del emisor">
          <FelPhrases />
        </Card>
        <Card title="Certificador">
          <FelCertifier credenciales={configuracion.credenciales} soloPruebas={configuracion.solo_pruebas} />
        </Card>
        <Card title="Códigos de establecimiento">
          <FelEstablishments />
        </Card>
      </Flex>
      <FormActions
        onCancel={() => form.resetFields()}
        cancelLabel="Descartar cambios"
        submitLabel="Guardar facturación electrónica"
        icon={<SaveOutlined />}
        saving={guardar.isPending}
      />
    </Form>
  );
}

/**
 * The company's electronic-invoicing settings (FEL.md §1, §3.2, §3.4, §10.1), saved on their own
 * (`PUT configuracion_fel`) under the general settings.
 */
export function FelSection() {
  const configuracion = useConfiguracionFel();
  // A new form after each save, so it starts from what the server stored (masks, blank credentials).
  const [version, setVersion] = useState(0);

  let content;
  if (configuracion.data)
    content = <FelForm key={version} configuracion={configuracion.data} onSaved={() => setVersion((v) => v + 1)} />;
  else if (configuracion.isError)
    content = (
      <Alert
        type="error"
        showIcon
        title={MENSAJES.listas.tituloError}
        description={MENSAJES.felConfiguracion.errorObtener}
      />
    );
  else
    content = (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  return (
    <section aria-labelledby="fel-titulo" style={{ marginTop: 48 }}>
      <div className="page-header">
        <div>
          <Typography.Title id="fel-titulo" level={4} style={{ margin: 0 }}>
            Facturación electrónica (FEL)
          </Typography.Title>
          <Typography.Text type="secondary">
            Datos del emisor, frases, certificador y códigos de establecimiento. Se guardan aparte del resto de la
            configuración.
          </Typography.Text>
        </div>
      </div>
      {content}
    </section>
  );
}
