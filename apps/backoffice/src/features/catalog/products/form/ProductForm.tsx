import { Card, Col, Flex, Form, Row, Typography, type FormInstance } from 'antd';
import type { DecimalesMoneda } from '@pos/shared';
import { MAXIMO_IMAGENES, tieneFracciones, type UnidadMedida } from '@pos/shared/domains/catalog/catalog';
import { tiposUnidadPermitidos } from '@pos/shared/domains/catalog/products';
import type { Producto } from '@pos/shared/domains/catalog/products.api';
import { FormActions } from '../../../../components/FormActions';
import { MultiImageUpload } from '../../../../components/MultiImageUpload';
import { BranchPricesSection } from './BranchPricesSection';
import { CostsSection } from './CostsSection';
import { FractionsEditor } from './FractionsEditor';
import { GeneralSection } from './GeneralSection';
import { OnlineStoreSection } from './OnlineStoreSection';
import { PriceTiersFields } from './PriceTiersFields';
import { camposDerivados, tocaPrecios } from './priceFields';
import type { FraccionValues, ProductoFormValues } from './productFormValues';

export interface ProductFormSettings {
  /** The company's tier names. */
  nombres: readonly string[];
  /** `conf_precios_porcentaje`. */
  porcentaje: boolean;
  decimales: DecimalesMoneda;
  moneda: string;
  unidades: readonly UnidadMedida[];
  tiendaActiva: boolean;
}

interface Props {
  form: FormInstance<ProductoFormValues>;
  producto?: Producto;
  initialValues: ProductoFormValues;
  settings: ProductFormSettings;
  saving: boolean;
  onSubmit: (values: ProductoFormValues) => void;
  onCancel: () => void;
}

/**
 * Keeps each price group in step after a change (spec 001 §5): the product's tiers, or those of
 * the fraction that changed. `changed.fracciones` is sparse: only the edited index is present.
 */
function sincronizarCambios(
  form: FormInstance<ProductoFormValues>,
  changed: Partial<ProductoFormValues>,
  settings: ProductFormSettings,
) {
  const opciones = { porcentaje: settings.porcentaje, decimales: settings.decimales };
  if (tocaPrecios(changed)) form.setFieldsValue(camposDerivados(form.getFieldsValue(true), opciones));
  changed.fracciones?.forEach((cambio: Partial<FraccionValues> | undefined, index) => {
    if (!tocaPrecios(cambio)) return;
    const fraccion: FraccionValues = form.getFieldValue(['fracciones', index]);
    for (const [campo, valor] of Object.entries(camposDerivados(fraccion, opciones)))
      form.setFieldValue(['fracciones', index, campo as keyof FraccionValues], valor);
  });
}

/** A new type may forbid the chosen unit (bulk by weight needs a weight unit, P2-03f). */
function ajustarUnidad(form: FormInstance<ProductoFormValues>, tipo: number, unidades: readonly UnidadMedida[]) {
  const permitidos = tiposUnidadPermitidos(tipo);
  const unidad = unidades.find((u) => u.id === form.getFieldValue('unidad_de_medida'));
  if (permitidos && unidad && !permitidos.includes(unidad.tipo)) form.setFieldValue('unidad_de_medida', null);
}

export function ProductForm({ form, producto, initialValues, settings, saving, onSubmit, onCancel }: Props) {
  const tipo = Form.useWatch('tipo_producto', form) ?? initialValues.tipo_producto;
  const unidadId = Form.useWatch('unidad_de_medida', form);
  const abreviatura = settings.unidades.find((u) => u.id === unidadId)?.abreviatura ?? '';
  const { nombres, porcentaje, decimales, moneda } = settings;

  return (
    <Form<ProductoFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      // Every stored value, also those no field shows (fraction ids, branch names, image files).
      onFinish={() => onSubmit(form.getFieldsValue(true))}
      scrollToFirstError
      onValuesChange={(changed: Partial<ProductoFormValues>) => {
        sincronizarCambios(form, changed, settings);
        if (changed.tipo_producto !== undefined) ajustarUnidad(form, changed.tipo_producto, settings.unidades);
      }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <GeneralSection unidades={settings.unidades} creating={!producto} />
            <Card
              title="Precios"
              extra={
                <Typography.Text type="secondary">
                  {porcentaje
                    ? 'Escriba el porcentaje de cada precio sobre el precio base.'
                    : 'El porcentaje se calcula sobre el precio base.'}
                </Typography.Text>
              }
            >
              <PriceTiersFields
                prefix={[]}
                nombres={nombres}
                porcentaje={porcentaje}
                decimales={decimales}
                moneda={moneda}
              />
            </Card>
            {tieneFracciones(tipo) && (
              <FractionsEditor
                nombres={nombres}
                porcentaje={porcentaje}
                decimales={decimales}
                moneda={moneda}
                unidad={abreviatura}
              />
            )}
            <BranchPricesSection nombres={nombres} decimales={decimales} moneda={moneda} />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card title="Imágenes">
              <Form.Item name="imagenes" style={{ marginBottom: 0 }}>
                <MultiImageUpload max={MAXIMO_IMAGENES} />
              </Form.Item>
            </Card>
            <OnlineStoreSection decimales={decimales} moneda={moneda} tiendaActiva={settings.tiendaActiva} />
            <CostsSection producto={producto} />
          </Flex>
        </Col>
      </Row>
      <FormActions onCancel={onCancel} saving={saving} />
    </Form>
  );
}
