import { useState, type ReactNode } from 'react';
import { Card, Form, Tabs } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { GRUPOS_FLAGS, type Configuracion } from '@pos/shared/domains/companies/companies';
import { PageHeader } from '../../../components/PageHeader';
import { PageStatus } from '../../../components/PageStatus';
import { ApiError } from '../../../lib/api';
import { useConfiguracion } from '../../../lib/configuracion';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { useCurrentUser } from '../../../lib/currentUser';
import { cuerpoDeConfiguracion, valoresDeConfiguracion, type ConfiguracionFormValues } from './configForm';
import { useGuardarConfiguracion } from './configuracion.api';
import { CAMPOS_EMPRESA, CompanySection } from './sections/CompanySection';
import { CAMPOS_ENTREGA, DeliveryMethodsSection } from './sections/DeliveryMethodsSection';
import { FlagSwitches } from './sections/FlagSwitches';
import { CAMPOS_IMAGENES, ImagesSection } from './sections/ImagesSection';
import { CAMPOS_PAGO, PaymentMethodsSection } from './sections/PaymentMethodsSection';
import { CAMPOS_PRECIOS, PriceNamesSection } from './sections/PriceNamesSection';
import { CAMPOS_IMPRESION, PrintSettings } from './sections/PrintSettings';
import { CAMPOS_VENTAS, SalesSettings } from './sections/SalesSettings';
import { FormActions } from '../../../components/FormActions';
import { FelSection } from '../../invoicing';

interface Seccion {
  key: string;
  label: string;
  /** The form fields on this tab, to open it when one of them has an error. */
  campos: readonly string[];
  content: ReactNode;
}

/** Settings that are not switches, shown on the tab of the flag group they belong to. */
const EXTRAS_DE_GRUPO: Record<string, { campos: readonly string[]; content: ReactNode } | undefined> = {
  'Ventas y facturación': { campos: CAMPOS_VENTAS, content: <SalesSettings /> },
  'Precios e impresión': { campos: CAMPOS_IMPRESION, content: <PrintSettings /> },
};

function secciones(pais: string, moneda: string): Seccion[] {
  const grupos = GRUPOS_FLAGS.map((grupo, index): Seccion => {
    const extra = EXTRAS_DE_GRUPO[grupo.titulo];
    return {
      key: `flags-${index}`,
      label: grupo.titulo,
      campos: [...grupo.flags.map((f) => f.flag), ...(extra?.campos ?? [])],
      content: (
        <>
          {extra && <div style={{ marginBottom: 24 }}>{extra.content}</div>}
          <FlagSwitches flags={grupo.flags} />
        </>
      ),
    };
  });
  return [
    { key: 'empresa', label: 'Empresa', campos: CAMPOS_EMPRESA, content: <CompanySection pais={pais} /> },
    { key: 'imagenes', label: 'Imágenes', campos: CAMPOS_IMAGENES, content: <ImagesSection /> },
    ...grupos,
    { key: 'precios', label: 'Nombres de precios', campos: CAMPOS_PRECIOS, content: <PriceNamesSection /> },
    { key: 'pago', label: 'Métodos de pago', campos: CAMPOS_PAGO, content: <PaymentMethodsSection /> },
    {
      key: 'entrega',
      label: 'Métodos de entrega',
      campos: CAMPOS_ENTREGA,
      content: <DeliveryMethodsSection moneda={moneda} />,
    },
  ];
}

function ConfigForm({ configuracion, onSaved }: { configuracion: Configuracion; onSaved: () => void }) {
  const { pais } = useCurrentUser();
  const { moneda } = useFormat();
  const [form] = Form.useForm<ConfiguracionFormValues>();
  const [tab, setTab] = useState('empresa');
  const feedback = useFeedback();
  const guardar = useGuardarConfiguracion();
  const tabs = secciones(pais, moneda);

  /** Opens the tab that holds the first field with an error. */
  const showField = (name: string | number | undefined) => {
    const seccion = tabs.find((s) => s.campos.includes(String(name)));
    if (seccion) setTab(seccion.key);
  };

  const submit = (values: ConfiguracionFormValues) =>
    guardar.mutate(
      { id: configuracion.id, body: cuerpoDeConfiguracion(values, configuracion) },
      feedback.saveOutcome(form, MENSAJES.configuracion, onSaved, (error) => {
        if (error instanceof ApiError) showField(Object.keys(error.fields)[0]?.split('.')[0]);
      }),
    );

  return (
    <Form<ConfiguracionFormValues>
      form={form}
      layout="vertical"
      initialValues={valoresDeConfiguracion(configuracion)}
      // Every stored value, also those no field shows (method ids and codes).
      onFinish={() => submit(form.getFieldsValue(true))}
      onFinishFailed={({ errorFields }) => showField(errorFields[0]?.name[0])}
    >
      <Card styles={{ body: { padding: '8px 24px 24px 0' } }}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          tabPlacement="start"
          // Every tab stays mounted so its fields are validated and saved with the others.
          items={tabs.map((s) => ({
            key: s.key,
            label: s.label,
            forceRender: true,
            children: <div style={{ paddingTop: 16 }}>{s.content}</div>,
          }))}
        />
      </Card>
      <FormActions
        onCancel={() => form.resetFields()}
        cancelLabel="Descartar cambios"
        icon={<SaveOutlined />}
        saving={guardar.isPending}
      />
    </Form>
  );
}

/** `/configuracion/empresa`: company data, images, flags, price names, payment and delivery methods. */
export default function CompanyConfigPage() {
  const configuracion = useConfiguracion();
  // A new form after each save, so it starts from what the server stored (ids of new methods, images).
  const [version, setVersion] = useState(0);
  const header = (
    <PageHeader
      title="Configuración de la empresa"
      subtitle="Datos de la empresa, ventas, impresión y tienda en línea."
    />
  );

  if (!configuracion.data) {
    return (
      <PageStatus
        header={header}
        failed={configuracion.isError}
        message={MENSAJES.configuracion.errorObtener}
        rows={10}
      />
    );
  }
  return (
    <>
      {header}
      <ConfigForm key={version} configuracion={configuracion.data} onSaved={() => setVersion((v) => v + 1)} />
      {/* Its own form and save: the FEL settings are another resource (configuracion_fel). */}
      <FelSection />
    </>
  );
}
